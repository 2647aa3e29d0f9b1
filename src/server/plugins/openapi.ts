import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "fastify-type-provider-zod";
import { $ZodRegistry, globalRegistry, type GlobalMeta } from "zod/v4/core";

// The OpenAPI description is generated from the same zod schemas that validate requests, so
// it cannot drift from what the server accepts. Served as JSON at /api/docs.

/**
 * The contract schemas named by id as the server's own modules registered them, taken when the
 * app is built (its routes are imported by then; the page build is loaded after). The page build
 * (React Router's server bundle) holds its own copies of the same contracts, with the same ids,
 * which it registers in zod's global registry whenever one of its chunks loads (some load only
 * when a page first needs them): described from the global registry, the API then met two
 * different schemas of one name and /api/docs answered 500. Metadata without an id (descriptions)
 * is still read from the global registry.
 */
function serverSchemaRegistry(): $ZodRegistry<GlobalMeta> {
  const registry = new $ZodRegistry<GlobalMeta>();
  registry._map = globalRegistry._map;
  registry._idmap = new Map(globalRegistry._idmap);
  return registry;
}

export default fp(async function openapiPlugin(app: FastifyInstance) {
  const schemaRegistry = serverSchemaRegistry();
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "OpenZen API",
        description:
          "JSON API of the OpenZen stock research site. Every non-GET call needs the X-CSRF-Token header (see README).",
        version: "0.1.0",
      },
      components: {
        securitySchemes: {
          csrf: { type: "apiKey", in: "header", name: "X-CSRF-Token" },
          session: { type: "apiKey", in: "cookie", name: "oz_session" },
        },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry }),
  });
});

export async function openapiRoutes(app: FastifyInstance) {
  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());
}
