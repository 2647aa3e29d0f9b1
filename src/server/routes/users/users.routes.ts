import type { FastifyInstance } from "fastify";
import { acceptFormBodies } from "../../plugins/form-body";
import { confirmationRoutes } from "./confirmation.routes";
import type { GoogleClient } from "../../accounts/google";
import type { AccountDeps } from "./deps";
import { googleRoutes } from "./google.routes";
import { passwordRoutes } from "./password.routes";
import { signInRoutes } from "./sign-in.routes";
import { settingsRoutes } from "./settings.routes";
import { signUpRoutes } from "./sign-up.routes";

/** The account routes of spec section 7; they also read plain form posts (see respond.ts). */
export async function userRoutes(app: FastifyInstance, deps: AccountDeps & { google: GoogleClient | undefined }) {
  acceptFormBodies(app);
  await signInRoutes(app, deps);
  await signUpRoutes(app, deps);
  await passwordRoutes(app, deps);
  await confirmationRoutes(app, deps);
  await settingsRoutes(app, deps);
  await googleRoutes(app, deps);
}
