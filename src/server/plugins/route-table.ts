import type { FastifyInstance } from "fastify";
import FindMyWay from "find-my-way";

// Fastify answers 404 for a known path called with the wrong method. To answer 405 with an
// Allow header instead, every route is mirrored here as it is registered, and the catch-all
// asks which methods a concrete path accepts.

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

export class RouteTable {
  private readonly router = FindMyWay();

  add(method: string | string[], url: string) {
    for (const m of Array.isArray(method) ? method : [method]) {
      if (!(METHODS as readonly string[]).includes(m)) continue;
      if (this.router.hasRoute(m as (typeof METHODS)[number], url)) continue;
      this.router.on(m as (typeof METHODS)[number], url, () => undefined);
    }
  }

  /** The methods with a route for this concrete path (catch-all page route excluded). */
  methodsFor(path: string): string[] {
    return METHODS.filter((m) => this.router.find(m, path) !== null);
  }

  /** Mirrors every route registered on the app from now on, except the pages catch-all. */
  track(app: FastifyInstance) {
    app.addHook("onRoute", (route) => {
      if (route.url === "/*") return;
      this.add(route.method, route.url);
    });
  }
}
