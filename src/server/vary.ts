import type { FastifyReply } from "fastify";

/** Adds a header name to Vary (once). */
export function varyOn(reply: FastifyReply, name: string): void {
  const current = reply.getHeader("vary");
  const list = typeof current === "string" && current ? current.split(/\s*,\s*/) : [];
  if (list.some((v) => v.toLowerCase() === name.toLowerCase() || v === "*")) return;
  reply.header("vary", [...list, name].join(", "));
}
