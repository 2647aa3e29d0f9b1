import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

// The OpenAPI description is generated from the same zod schemas that validate requests, so
// it cannot drift from what the server accepts. Served as JSON at /api/docs.

export default fp(async function openapiPlugin(app: FastifyInstance) {
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
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
});

export async function openapiRoutes(app: FastifyInstance) {
  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());
}
