import { networkInterfaces } from "node:os";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors";

// One address per visitor (decision 043). The session cookie belongs to the host name the
// visitor typed, so every link that brings them back (the checkout's return, Google's callback,
// a mailed link) must name that same host, or they arrive signed out.
// - PUBLIC_URL set: the site lives at that address alone. A request under any other host name is
//   sent there before anything is read or set (no session, no cookie): GET and HEAD by a
//   permanent redirect to the same path, other methods refused with 421, since a form or API
//   call cannot be replayed elsewhere safely.
// - PUBLIC_URL unset (a machine of one's own): links follow the address of the request, when it
//   is one of this machine's own (loopback names, the listening host, its interfaces' addresses)
//   on the listening port. Any other Host header is ignored for links, so a forged one can never
//   put another site's address into a mailed password-reset link.

declare module "fastify" {
  interface FastifyRequest {
    /** Origin of this site as the visitor reaches it, for absolute links (no trailing slash). */
    siteUrl: string;
  }
}

export interface SiteAddressOptions {
  publicUrl: string;
  publicUrlConfigured: boolean;
  /** The port and host the server listens on. */
  port: number;
  host: string;
}

/**
 * Paths answered under any host name: health checks come from probes that address the machine by
 * IP, and webhooks from servers (the local checkout provider posts to 127.0.0.1); neither carries
 * a visitor's cookies.
 */
const ANY_HOST = [/^\/healthz(?:[/?]|$)/, /^\/readyz(?:[/?]|$)/, /^\/api\/webhooks\//];

const HOST_HEADER = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** Lower-cased host[:port] as a URL of this protocol writes it (default port left out), or null. */
function normalHost(protocol: string, host: string | undefined): string | null {
  // A name or an address and a port, nothing else (no path, no user info).
  if (!host || !HOST_HEADER.test(host)) return null;
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}

/** Host names that reach this server: loopback, the listening host and the interfaces' addresses. */
export function ownHostNames(listenHost: string): Set<string> {
  const names = new Set(["localhost", "127.0.0.1", "[::1]"]);
  if (listenHost !== "0.0.0.0" && listenHost !== "::")
    names.add(listenHost.includes(":") ? `[${listenHost}]` : listenHost);
  for (const addresses of Object.values(networkInterfaces())) {
    for (const a of addresses ?? []) names.add(a.family === "IPv6" ? `[${a.address.split("%")[0]}]` : a.address);
  }
  return new Set([...names].map((n) => n.toLowerCase()));
}

async function siteAddress(app: FastifyInstance, options: SiteAddressOptions) {
  const publicUrl = new URL(options.publicUrl);
  const origin = options.publicUrl.replace(/\/+$/, "");
  app.decorateRequest("siteUrl", "");

  if (options.publicUrlConfigured) {
    app.addHook("onRequest", (request, reply, done) => {
      request.siteUrl = origin;
      if (normalHost(publicUrl.protocol, request.host) === publicUrl.host) return done();
      const path = request.originalUrl;
      if (ANY_HOST.some((p) => p.test(path))) return done();
      if (request.method === "GET" || request.method === "HEAD") {
        reply.redirect(`${origin}${path.startsWith("/") ? path : "/"}`, 301);
        return;
      }
      done(new AppError("MISDIRECTED_REQUEST", undefined, { publicUrl: origin }));
    });
    return;
  }

  const own = ownHostNames(options.host);
  const port = String(options.port);
  const siteUrlOf = (request: FastifyRequest): string => {
    const protocol = `${request.protocol}:`;
    const host = normalHost(protocol, request.host);
    if (host === null) return origin;
    const url = new URL(`${protocol}//${host}`);
    const urlPort = url.port || (protocol === "https:" ? "443" : "80");
    return own.has(url.hostname) && urlPort === port ? url.origin : origin;
  };
  app.addHook("onRequest", (request, _reply, done) => {
    request.siteUrl = siteUrlOf(request);
    done();
  });
}

export const siteAddressPlugin = fp(siteAddress, { name: "site-address" });

/** Dependencies whose links (return URLs, mailed links) name the site as this request reaches it. */
export function atSiteUrl<T extends { publicUrl: string }>(deps: T, request: FastifyRequest): T {
  return request.siteUrl === "" || request.siteUrl === deps.publicUrl ? deps : { ...deps, publicUrl: request.siteUrl };
}
