import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  companyRefsAnswerSchema,
  companyRefsQuerySchema,
  companySearchQuerySchema,
  companySearchResponseSchema,
} from "../../../domain/contracts/company-search";
import { errorBodySchema } from "../../../domain/contracts/error";
import { SEARCH_LIMIT } from "../../../domain/search/limits";
import { presentCompanySearch } from "../../presenters/company-search";
import { priceSeriesSchema } from "../../../domain/contracts/company";
import type { CompaniesTable, DB } from "../../../db/schema";
import { readPriceHistory } from "../../../market/price-store";
import { AppError } from "../../errors";
import { sendCompressed } from "../../page-cache/compressed";
import { PriceAnswers } from "./price-answers";

// Company search and price history (spec section 7). Search needs app.companySearch
// (plugins/company-search.ts).

const companyIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export async function companyRoutes(app: FastifyInstance, options: { db: Kysely<DB> }) {
  const priceAnswers = new PriceAnswers();
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/companies/:id/prices",
    {
      schema: {
        tags: ["companies"],
        summary: "A company's daily price history",
        description:
          "Every stored trading day, oldest first, as columns: dates, the close as traded, the close adjusted for later splits and dividends, and volume. " +
          "An id that is not a positive whole number answers 400 VALIDATION_FAILED; an unknown id 404 COMPANY_NOT_FOUND.",
        params: companyIdParams,
        response: { 200: priceSeriesSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const answer = await priceAnswers.get(id, app.screener.snapshot, async () => {
        const exists = await options.db.selectFrom("companies").select("id").where("id", "=", id).executeTakeFirst();
        if (!exists) return undefined;
        const bars = await readPriceHistory(options.db, id);
        // Written as text: the response schema (kept for the API description) would otherwise
        // check every one of some 20,000 figures. prices.test.ts checks the answer against it.
        return JSON.stringify({
          companyId: id,
          dates: bars.map((b) => b.date),
          close: bars.map((b) => Math.round(b.close * 1e4) / 1e4),
          adjClose: bars.map((b) => Math.round(b.adjClose * 1e4) / 1e4),
          volume: bars.map((b) => b.volume),
        });
      });
      if (!answer) throw new AppError("COMPANY_NOT_FOUND");
      // The same for every visitor and new at most once a trading day.
      reply.header("cache-control", "public, max-age=600");
      reply.type("application/json; charset=utf-8");
      // Bytes, which the typed reply does not model; the serializer passes them on.
      return sendCompressed(request, reply as never, answer);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/companies/search",
    {
      schema: {
        tags: ["companies"],
        summary: "Search companies by ticker or name",
        description:
          "At most 10 listed companies, ranked: exact ticker, then ticker prefix, then every query word beginning a word of the name, then the same with typos " +
          "(one from 4 letters, two from 8); ties by market cap, largest first. Case, accents and punctuation are ignored. " +
          "A blank or missing q, or one over 100 characters, answers 400 VALIDATION_FAILED; a q without letters or digits answers [].",
        querystring: companySearchQuerySchema,
        response: { 200: companySearchResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => presentCompanySearch(app.companySearch.search(request.query.q, SEARCH_LIMIT)),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/companies/refs",
    {
      schema: {
        tags: ["companies"],
        summary: "The ids of companies known by exchange and ticker",
        description:
          "Query tickers: 1 to 20 comma-joined EXCHANGE:TICKER references (case ignored), such as the search's results, which carry no id. " +
          "Answers the listed companies found, in the order asked; unknown or delisted ones are left out. A bad list answers 400 VALIDATION_FAILED.",
        querystring: companyRefsQuerySchema,
        response: { 200: companyRefsAnswerSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const refs = request.query.tickers;
      const rows = await options.db
        .selectFrom("companies")
        .select(["id", "exchange", "ticker", "name"])
        .where("delisted_on", "is", null)
        .where((eb) =>
          eb.or(
            refs.map((r) =>
              eb.and([eb("exchange", "=", r.exchange as CompaniesTable["exchange"]), eb("ticker", "=", r.ticker)]),
            ),
          ),
        )
        .execute();
      const key = (exchange: string, ticker: string) => `${exchange.toUpperCase()}:${ticker.toUpperCase()}`;
      const byKey = new Map(rows.map((r) => [key(r.exchange, r.ticker), r]));
      const seen = new Set<string>();
      const companies = [];
      for (const r of refs) {
        const k = key(r.exchange, r.ticker);
        const row = byKey.get(k);
        if (row && !seen.has(k))
          companies.push({ id: row.id, exchange: row.exchange, ticker: row.ticker, name: row.name });
        seen.add(k);
      }
      reply.header("cache-control", "public, max-age=600");
      return { companies };
    },
  );
}
