import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { companySearchQuerySchema, companySearchResponseSchema } from "../../../domain/contracts/company-search";
import { errorBodySchema } from "../../../domain/contracts/error";
import { SEARCH_LIMIT } from "../../../domain/search/limits";
import { presentCompanySearch } from "../../presenters/company-search";

// Company search (spec section 7). Needs app.companySearch (plugins/company-search.ts).

export async function companyRoutes(app: FastifyInstance) {
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
}
