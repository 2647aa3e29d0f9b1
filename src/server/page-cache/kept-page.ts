import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { chooseEncoding, compressOnce, sendCompressed, type Compressed } from "./compressed";

// A page kept whole: its status and headers (the content security policy of its inline scripts
// among them), its bytes compressed once both ways, and a strong validator. A page is the same
// bytes for every visitor of its class (decision 047), so nothing is filled in per request.

export interface KeptPage extends Compressed {
  readonly status: number;
  readonly headers: readonly [string, string][];
  /** The page's tag without quotes; each encoding's answer carries it with the encoding's name. */
  readonly tag: string;
}

export function keepPage(status: number, headers: [string, string][], body: string, tagPrefix: string): KeptPage {
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  return { status, headers, tag: `${tagPrefix}-${hash}`, ...compressOnce(body) };
}

export function keptPageSize(page: KeptPage): number {
  return page.br.length + page.gzip.length + page.headers.reduce((n, [k, v]) => n + k.length + v.length, 256);
}

/**
 * The strong ETag of the answer in one encoding: different bytes, a different tag (RFC 9110
 * 8.8.3), so a cache in front never mixes a gzip answer with a brotli one.
 */
function etagOf(page: KeptPage, encoding: string | undefined): string {
  return `"${page.tag}${encoding ? `-${encoding}` : ""}"`;
}

/** Whether the client already holds this page in some encoding (If-None-Match compares weakly). */
function held(request: FastifyRequest, page: KeptPage): boolean {
  const header = request.headers["if-none-match"];
  if (typeof header !== "string") return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => {
    const opaque = tag.trim().replace(/^W\//, "").replace(/^"|"$/g, "");
    return opaque === page.tag || opaque === `${page.tag}-br` || opaque === `${page.tag}-gzip`;
  });
}

/** Sends a kept page (or 304 when the client holds it) under `cacheControl`. */
export function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: KeptPage,
  cacheControl: string,
): FastifyReply {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header("cache-control", cacheControl);
  reply.header("etag", etagOf(page, chooseEncoding(request)));
  if (held(request, page)) {
    // The browser keeps the page it has, under the policy it came with.
    reply.removeHeader("content-security-policy");
    reply.removeHeader("content-type");
    return reply.status(304).send();
  }
  return sendCompressed(request, reply, page);
}
