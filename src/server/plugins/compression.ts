import { Readable } from "node:stream";
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { varyOn } from "./http-caching";

// Compression of HTML, JSON, CSV and React Router's `.data` answers (decision 030): brotli when
// the client takes it, else gzip. Brotli at quality 4 costs about what gzip does and packs
// tighter; the slow top qualities are for files compressed once (the static assets, at build).
// Guests' cached pages come already compressed (plugins/pages.ts); static files are served
// precompressed by @fastify/static.

const COMPRESSIBLE = /^(text\/html|text\/csv|text\/plain|text\/x-script|application\/(?:[\w.+-]+\+)?json)\b/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;
/** Above this, compress as a stream rather than in one go on the event loop. */
const SYNC_MAX_BYTES = 256 * 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };

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

export default fp(async function compression(app: FastifyInstance) {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.routeOptions.config.bare || request.method === "HEAD") return done(null, payload);
    if (payload === null || payload === undefined || reply.statusCode === 204 || reply.statusCode === 304)
      return done(null, payload);
    if (reply.hasHeader("content-encoding")) return done(null, payload);
    const type = reply.getHeader("content-type");
    if (typeof type !== "string" || !COMPRESSIBLE.test(type)) return done(null, payload);
    const isBytes = typeof payload === "string" || Buffer.isBuffer(payload);
    if (isBytes && Buffer.byteLength(payload) < MIN_BYTES) return done(null, payload);
    if (!isBytes && !(payload instanceof Readable)) return done(null, payload);
    varyOn(reply, "Accept-Encoding");
    const encoding = chooseEncoding(request);
    if (!encoding) return done(null, payload);
    reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    if (isBytes && Buffer.byteLength(payload) <= SYNC_MAX_BYTES) {
      const bytes = typeof payload === "string" ? Buffer.from(payload) : payload;
      return done(null, encoding === "br" ? brotliCompressSync(bytes, BROTLI) : gzipSync(bytes, GZIP));
    }
    const source = isBytes ? Readable.from([payload]) : (payload as Readable);
    const compressor = encoding === "br" ? createBrotliCompress(BROTLI) : createGzip(GZIP);
    source.on("error", (error) => compressor.destroy(error));
    done(null, source.pipe(compressor));
  });
});
