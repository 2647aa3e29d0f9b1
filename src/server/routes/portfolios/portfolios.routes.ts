import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../../domain/contracts/error";
import {
  importAnswerSchema,
  importBodySchema,
  importPreviewSchema,
  portfolioDigestAnswerSchema,
  portfolioDigestBodySchema,
  portfolioAnswerSchema,
  portfolioBodySchema,
  portfolioReportSchema,
  portfoliosAnswerSchema,
  transactionAnswerSchema,
  transactionBodySchema,
} from "../../../domain/contracts/portfolios";
import type { DB } from "../../../db/schema";
import { requireSignedIn } from "../../policies/accounts";
import { entitlementsFor } from "../../policies/entitlements";
import { holdingsCsv, presentPortfolio, presentTransaction, transactionsCsv } from "../../presenters/portfolios";
import { marketLabelReader } from "../../page-readers/market/market-label";
import { importFile, previewImport } from "../../services/portfolios/imports";
import { changePortfolioDigest } from "../../services/portfolios/portfolio-digest";
import { portfolioReport } from "../../services/portfolios/portfolio-report";
import {
  addTransaction,
  changeTransaction,
  createPortfolio,
  deleteOwnPortfolio,
  listOwnPortfolios,
  marketDateRange,
  removeTransaction,
  renameOwnPortfolio,
} from "../../services/portfolios/portfolios";

// Portfolios (decision 061): a member's portfolios, their transactions by hand or from a broker's
// file, and the report of holdings, income and performance. Only the signed-in owner reaches a
// portfolio: anyone else's id answers as an unknown one, 404 PORTFOLIO_NOT_FOUND. Writes need
// the anti-forgery header like every non-GET call.

const SIGN_IN_FOR_PORTFOLIOS = "Sign in to keep portfolios.";
const positive = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const idParams = z.object({ id: positive });
const transactionParams = z.object({ id: positive, transactionId: positive });
const NOT_FOUND = "Another member's or an unknown id: 404 PORTFOLIO_NOT_FOUND ('No portfolio found!').";
const err = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const TRANSACTION_RULES =
  "Body transaction{date, kind, company_id?, shares?, price?, amount?, fee?}: a buy or sell needs company_id, shares and price (fee optional); a dividend company_id and amount; cash_in and cash_out an amount; a fee an amount (company_id optional). Missing: 400 PORTFOLIO_TRANSACTION_INVALID. A date outside our market data: 422 PORTFOLIO_DATE_OUT_OF_RANGE. A change that leaves a sale of shares not held then: 422 PORTFOLIO_SELL_EXCEEDS_HOLDING, nothing written.";

export async function portfolioRoutes(app: FastifyInstance, options: { db: Kysely<DB> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ["portfolios"];
  const marketLabel = marketLabelReader(db);
  const userOf = (request: FastifyRequest) => requireSignedIn(request, SIGN_IN_FOR_PORTFOLIOS);
  const range = async () => marketDateRange(db, (await marketLabel()).asOf);

  async function report(request: FastifyRequest, id: number) {
    const user = await userOf(request);
    const { hasPremium } = entitlementsFor(user.planTypes, user.everPremium);
    const sources = { db, marketVersion: app.screener.marketVersion, market: await marketLabel() };
    return { report: await portfolioReport(sources, user.userId, id, hasPremium), hasPremium };
  }

  api.get(
    "/api/users/portfolios",
    {
      schema: {
        tags,
        summary: "The signed-in member's portfolios",
        response: { 200: portfoliosAnswerSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const user = await userOf(request);
      return { portfolios: (await listOwnPortfolios(db, user.userId)).map(presentPortfolio) };
    },
  );

  api.post(
    "/api/users/portfolios",
    {
      schema: {
        tags,
        summary: "Create a portfolio",
        description:
          "Body portfolio{name} (1 to 100 characters). At most 20: 409 PORTFOLIO_LIMIT_REACHED. Answers 201.",
        body: portfolioBodySchema,
        response: { 201: portfolioAnswerSchema, ...err, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await userOf(request);
      const record = await createPortfolio(db, user.userId, request.body.portfolio.name);
      return reply.status(201).send({ portfolio: presentPortfolio(record) });
    },
  );

  api.get(
    "/api/users/portfolios/:id",
    {
      schema: {
        tags,
        summary: "A portfolio's holdings, gains, income calendar, performance against the market and allocation",
        description: `Valued at the market's date; dataSource says whether the market is simulated. Zen Rating grades (holdings and the grade allocation) only with Premium: null otherwise. ${NOT_FOUND}`,
        params: idParams,
        response: { 200: portfolioReportSchema, ...err },
      },
    },
    async (request) => (await report(request, request.params.id)).report,
  );

  api.get(
    "/api/users/portfolios/:id/export",
    {
      schema: {
        tags,
        summary: "A portfolio's transactions or holdings as CSV",
        description: `Query what: transactions (default) or holdings (the Zen Rating column only with Premium). ${NOT_FOUND}`,
        params: idParams,
        querystring: z.object({ what: z.enum(["transactions", "holdings"]).default("transactions") }),
        response: { 200: z.string(), ...err },
      },
    },
    async (request, reply) => {
      const { report: r, hasPremium } = await report(request, request.params.id);
      const what = request.query.what;
      const body = what === "holdings" ? holdingsCsv(r.holdings, hasPremium) : transactionsCsv(r.transactions);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="openzen-portfolio-${r.portfolio.id}-${what}.csv"`)
        .send(body);
    },
  );

  api.patch(
    "/api/users/portfolios/:id",
    {
      schema: {
        tags,
        summary: "Rename a portfolio",
        description: `Body portfolio{name}. ${NOT_FOUND}`,
        params: idParams,
        body: portfolioBodySchema,
        response: { 200: portfolioAnswerSchema, ...err },
      },
    },
    async (request) => {
      const user = await userOf(request);
      return {
        portfolio: presentPortfolio(
          await renameOwnPortfolio(db, user.userId, request.params.id, request.body.portfolio.name),
        ),
      };
    },
  );

  api.put(
    "/api/users/portfolios/:id/digest",
    {
      schema: {
        tags,
        summary: "Subscribe the portfolio to a digest of what changes for the companies it holds, or stop it",
        description: `Body digest{subscribed, frequency: daily, weekly or monthly}: the watchlists' digests' events and price moves for the companies held now, Zen Rating changes with Premium only. ${NOT_FOUND}`,
        params: idParams,
        body: portfolioDigestBodySchema,
        response: { 200: portfolioDigestAnswerSchema, ...err },
      },
    },
    async (request) => {
      const user = await userOf(request);
      return { digest: await changePortfolioDigest(db, user.userId, request.params.id, request.body.digest) };
    },
  );

  api.delete(
    "/api/users/portfolios/:id",
    {
      schema: {
        tags,
        summary: "Delete a portfolio with its transactions and imports",
        description: `Answers 204. ${NOT_FOUND}`,
        params: idParams,
        response: { 204: z.null(), ...err },
      },
    },
    async (request, reply) => {
      const user = await userOf(request);
      await deleteOwnPortfolio(db, user.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.post(
    "/api/users/portfolios/:id/transactions",
    {
      schema: {
        tags,
        summary: "Add a transaction by hand",
        description: `${TRANSACTION_RULES} At most 5,000 a portfolio: 409 PORTFOLIO_FULL. An unknown company: 404 COMPANY_NOT_FOUND. ${NOT_FOUND} Answers 201.`,
        params: idParams,
        body: transactionBodySchema,
        response: { 201: transactionAnswerSchema, ...err, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await userOf(request);
      const record = await addTransaction(db, user.userId, request.params.id, request.body.transaction, await range());
      return reply.status(201).send({ transaction: presentTransaction(record) });
    },
  );

  api.patch(
    "/api/users/portfolios/:id/transactions/:transactionId",
    {
      schema: {
        tags,
        summary: "Change a transaction",
        description: `${TRANSACTION_RULES} Another portfolio's transaction: 404 PORTFOLIO_TRANSACTION_NOT_FOUND. ${NOT_FOUND}`,
        params: transactionParams,
        body: transactionBodySchema,
        response: { 200: transactionAnswerSchema, ...err, 422: errorBodySchema },
      },
    },
    async (request) => {
      const user = await userOf(request);
      const { id, transactionId } = request.params;
      return {
        transaction: presentTransaction(
          await changeTransaction(db, user.userId, id, transactionId, request.body.transaction, await range()),
        ),
      };
    },
  );

  api.delete(
    "/api/users/portfolios/:id/transactions/:transactionId",
    {
      schema: {
        tags,
        summary: "Delete a transaction",
        description: `Answers 204. Refused when a later sale would then exceed what is held: 422 PORTFOLIO_SELL_EXCEEDS_HOLDING. ${NOT_FOUND}`,
        params: transactionParams,
        response: { 204: z.null(), ...err, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await userOf(request);
      await removeTransaction(db, user.userId, request.params.id, request.params.transactionId);
      return reply.status(204).send(null);
    },
  );

  const IMPORT_RULES =
    "Body {file_name, csv, preset?, mapping?}. Presets: fidelity, schwab, vanguard, robinhood, ibkr (an Interactive Brokers Activity Statement, read section by section); without preset or mapping the layout is found from the header, or a mapping remembered for it is used, else 422 PORTFOLIO_IMPORT_LAYOUT_UNKNOWN with details.header. A row that cannot be read: 422 PORTFOLIO_IMPORT_INVALID with details {file, line, reason}, nothing written. Rows already imported are counted as already; tickers we do not know are listed in unknown with their lines.";

  api.post(
    "/api/users/portfolios/:id/imports/preview",
    {
      schema: {
        tags,
        summary: "Read a broker file and show what importing it would add, writing nothing",
        description: `${IMPORT_RULES} ${NOT_FOUND}`,
        params: idParams,
        body: importBodySchema,
        response: { 200: importPreviewSchema, ...err, 422: errorBodySchema },
      },
    },
    async (request) => {
      const user = await userOf(request);
      return (await previewImport(db, user.userId, request.params.id, request.body, await range())).preview;
    },
  );

  api.post(
    "/api/users/portfolios/:id/imports",
    {
      schema: {
        tags,
        summary: "Import a broker file into a portfolio, all or nothing",
        description: `${IMPORT_RULES} The same file twice adds nothing the second time. A mapping is remembered for files of the same header. ${NOT_FOUND} Answers 201.`,
        params: idParams,
        body: importBodySchema,
        response: { 201: importAnswerSchema, ...err, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await userOf(request);
      const result = await importFile(db, user.userId, request.params.id, request.body, await range());
      return reply.status(201).send({ import: result });
    },
  );
}
