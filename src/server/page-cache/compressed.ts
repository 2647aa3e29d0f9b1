import type { FastifyReply, FastifyRequest } from "fastify";
import { brotliCompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { varyOn } from "../vary";

// An answer kept compressed both ways, each made once when it is kept: every browser takes one
// of them, so serving it costs no compression. A client taking neither gets the gzip form
// inflated. Answers that are not kept are compressed per request by @fastify/compress.

export interface Compressed {
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/** Made once per kept answer: tighter than the per-request quality 4, still a few milliseconds a page. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };
const GZIP = { level: 6 };

/**
 * The bytes in a buffer of their own. zlib's one-shot functions answer a short output as a view
 * of their 16 KB output chunk: a kept few-KB answer would hold the whole chunk, and a cache
 * bounded by the bytes it counts would hold several times its bound.
 */
function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

export function compressOnce(body: string | Buffer): Compressed {
  return { br: ownBytes(brotliCompressSync(body, BROTLI)), gzip: ownBytes(gzipSync(body, GZIP)) };
}

export type Encoding = "br" | "gzip";

/** The encoding to answer with: br, then gzip, among those the client accepts (q > 0). */
export function chooseEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers["accept-encoding"];
  if (typeof header !== "string" || header === "") return undefined;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find((v) => v !== undefined);
    if (q !== undefined && Number(q) === 0) continue;
    accepted.add(name!.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

/** Sends a kept answer in the encoding the client takes (headers other than the encoding's are the caller's). */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, answer: Compressed): FastifyReply {
  const encoding = chooseEncoding(request);
  varyOn(reply, "Accept-Encoding");
  if (!encoding) return reply.send(gunzipSync(answer.gzip));
  reply.header("content-encoding", encoding);
  return reply.send(answer[encoding]);
}
