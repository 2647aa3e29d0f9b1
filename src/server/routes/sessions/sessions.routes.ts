import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { DB } from "../../../db/schema";
import { signOut } from "../../services/accounts/sign-out";
import { clearSessionCookie } from "../../plugins/session";

// Sign-out (spec section 7: "DELETE sign-out route: none -> 204"). Sign-in and sign-up come
// with the Accounts issue; ending a session needs only the session table.

export async function sessionRoutes(app: FastifyInstance, options: { db: Kysely<DB>; secureCookies: boolean }) {
  app.withTypeProvider<ZodTypeProvider>().delete(
    "/users/sign-out",
    {
      schema: {
        tags: ["users"],
        summary: "End the current session",
        description:
          "Revokes the session behind the cookie and clears it. Answers 204 whether or not a session existed.",
        response: { 204: z.null().meta({ description: "Signed out; the body is empty" }) },
      },
    },
    async (request, reply) => {
      await signOut(options.db, await request.currentUser());
      clearSessionCookie(reply, options.secureCookies);
      return reply.status(204).send(null);
    },
  );
}
