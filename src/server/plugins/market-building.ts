import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors";
import { isApiPath, pathOf } from "../request-kind";
import type { MarketBuildState } from "../market-build/build-status";
import { BUILD_REFRESH_SECONDS, renderBuildingPage } from "../market-build/building-page";

declare module "fastify" {
  interface FastifyInstance {
    /** True while this process waits for the market's first build (pages show its progress). */
    marketBuilding(): boolean;
  }
}

// While the market is first built, the site has nothing to show: every page answers with the
// build's progress, every API call with 503 MARKET_BUILDING and Retry-After, /readyz with not
// ready. The probes and the static files (the building page's icon) answer as always.
const ALWAYS = [/^\/healthz$/, /^\/readyz$/, /^\/assets\//, /^\/favicon\.svg$/];

export default fp(
  async function marketBuildingPlugin(app: FastifyInstance, options: { state?: MarketBuildState }) {
    const { state } = options;
    // Serving starts once the build is over AND this process's in-memory market (the screener
    // snapshot, the search index) holds it: the first screen after the build sees every company.
    let serving = !state || !state.current.building;
    app.decorate("marketBuilding", () => !serving);
    if (!state) return;
    let reloading = false;
    state.subscribe((status) => {
      if (serving || reloading || status.building) return;
      reloading = true;
      Promise.all([app.screener.reload(), app.companySearch.reload()])
        .catch((error: unknown) => app.log.error({ err: error }, "reloading the built market failed"))
        .finally(() => {
          serving = true;
          app.log.info("the market is built: serving the site");
        });
    });

    app.addHook("onRequest", (request, reply, done) => {
      if (serving) return done();
      const path = pathOf(request.url);
      if (ALWAYS.some((re) => re.test(path))) return done();
      const retryAfter = { "retry-after": String(BUILD_REFRESH_SECONDS) };
      const page =
        !isApiPath(path) && !path.endsWith(".data") && (request.method === "GET" || request.method === "HEAD");
      if (!page) return done(new AppError("MARKET_BUILDING", undefined, undefined, retryAfter));
      reply
        .code(503)
        .headers({ ...retryAfter, "cache-control": "no-store" })
        .type("text/html; charset=utf-8")
        .send(renderBuildingPage(state.current));
    });
  },
  { name: "market-building" },
);
