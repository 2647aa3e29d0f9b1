import type { FastifyInstance } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../../domain/contracts/error";
import { screenBacktestSchema, screenBacktestStatusAnswerSchema } from "../../../domain/contracts/screen-backtests";
import { paths } from "../../../domain/paths";
import type { DB } from "../../../db/schema";
import { AppError } from "../../errors";
import type { JobSender } from "../../jobs/job-sender";
import { screenBacktest } from "../../jobs/screen-backtest";
import { acceptFormBodies } from "../../plugins/form-body";
import { isFormPost } from "../../plugins/security";
import { requireSignedIn } from "../../policies/accounts";
import { entitlementsFor } from "../../policies/entitlements";
import { presentBacktestStatus, presentScreenBacktest } from "../../presenters/screen-backtests";
import {
  parseBacktestParams,
  queueScreenBacktest,
  readScreenBacktest,
  readScreenBacktestStatus,
} from "../../services/screen-backtests/screen-backtests";

// Backtests of the signed-in member's own saved screens (decision 056): queue one, poll where it
// is, read the result as the member's plan allows (a free member the yearly table only, removed
// here on the server). The page's plain form posts here too and is sent back to the page (303),
// with the error's code when it was refused, so the page works without JavaScript.

const SIGN_IN = "Sign in to backtest your saved screens.";
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const QUEUE_ERRORS =
  "Body {holdings (1 to 100, default 20), weighting (equal or marketCap, default equal), rebalance (monthly or quarterly, default monthly)}, as JSON or a form. Not signed in: 401 SIGN_IN_REQUIRED. Someone else's or an unknown saved screen: 404 SAVED_SCREENER_NOT_FOUND. Bad settings: 400 SCREEN_BACKTEST_INVALID naming the field. A filter or sort with no dated history (analyst, due-diligence or component fields): 422 SCREEN_BACKTEST_FIELDS_WITHOUT_HISTORY listing them. A screen over the member's own portfolio or watchlist (u): 422 SCREEN_BACKTEST_OWN_LIST. A Premium filter without Premium: 403 SCREENER_PREMIUM_REQUIRED. A backtest of the member's already queued or running: 409 SCREEN_BACKTEST_RUNNING.";

export async function screenBacktestRoutes(app: FastifyInstance, options: { db: Kysely<DB>; jobs?: JobSender }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, jobs } = options;
  acceptFormBodies(app);

  api.post(
    "/api/screener/saved/:id/backtest",
    {
      schema: {
        tags: ["screener"],
        summary: "Backtest a saved screener",
        description: `Queues the run and answers 202 with where it is. ${QUEUE_ERRORS}`,
        params: idParams,
        response: {
          202: screenBacktestStatusAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const page = paths.savedScreenerBacktest(request.params.id);
      const run = async () => {
        const user = await requireSignedIn(request, SIGN_IN);
        if (!jobs) throw new AppError("SERVICE_UNAVAILABLE");
        const params = parseBacktestParams(request.body);
        const access = entitlementsFor(user.planTypes, user.everPremium);
        const sendRun = (trx: Transaction<DB>, backtestId: number) => jobs.send(trx, screenBacktest, { backtestId });
        return queueScreenBacktest(db, sendRun, { id: user.userId, access }, request.params.id, params);
      };
      if (!isFormPost(request)) {
        const row = await run();
        return reply.status(202).send({ backtest: presentBacktestStatus(row)! });
      }
      try {
        await run();
        return reply.redirect(page, 303);
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500 && error.code !== "SAVED_SCREENER_NOT_FOUND")
          return reply.redirect(`${page}?error=${error.code}`, 303);
        throw error;
      }
    },
  );

  api.get(
    "/api/screener/saved/:id/backtest",
    {
      schema: {
        tags: ["screener"],
        summary: "A saved screener's latest backtest",
        description:
          "Premium or Zen Strategies: everything (figures, the month-end curve against the market, the latest 24 books with holdings and trades). Free members: the yearly table only (the rest is null). Not signed in: 401; someone else's or an unknown saved screen: 404 SAVED_SCREENER_NOT_FOUND; never backtested: 404 SCREEN_BACKTEST_NOT_FOUND.",
        params: idParams,
        response: { 200: z.object({ backtest: screenBacktestSchema }), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = await requireSignedIn(request, SIGN_IN);
      const { screenName, backtest } = await readScreenBacktest(db, user.userId, request.params.id);
      if (!backtest) throw new AppError("SCREEN_BACKTEST_NOT_FOUND");
      return { backtest: await presentScreenBacktest(db, user, request.params.id, screenName, backtest) };
    },
  );

  api.get(
    "/api/screener/saved/:id/backtest/status",
    {
      schema: {
        tags: ["screener"],
        summary: "Where a saved screener's backtest is (for a progress bar)",
        description:
          "status (queued, running, done or failed), progress 0 to 1, and the error when it failed. 404 as the backtest itself.",
        params: idParams,
        response: {
          200: screenBacktestStatusAnswerSchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = await requireSignedIn(request, SIGN_IN);
      const status = presentBacktestStatus(await readScreenBacktestStatus(db, user.userId, request.params.id));
      if (!status) throw new AppError("SCREEN_BACKTEST_NOT_FOUND");
      return { backtest: status };
    },
  );
}
