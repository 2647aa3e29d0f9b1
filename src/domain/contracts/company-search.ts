import { z } from "zod";
import { SEARCH_LIMIT, SEARCH_MAX_LENGTH } from "../search/limits";

// GET /api/companies/search?q= (spec section 7): the query and the list of { name, ticker, url }.

export const companySearchQuerySchema = z.object({
  q: z
    .string({ error: "Enter a search term." })
    .trim()
    // The search box never sends a blank term (spec section 5); an API client that does is told so.
    .min(1, { error: "Enter a search term." })
    .max(SEARCH_MAX_LENGTH, { error: `Use at most ${SEARCH_MAX_LENGTH} characters.` })
    .meta({
      description: "What the user typed: a ticker, the start of one, or words of a company name (typos allowed)",
    }),
});

export const companySearchResultSchema = z
  .object({
    name: z.string(),
    ticker: z.string(),
    url: z.string().meta({ description: "The company page, lower-cased: /stocks/us/{exchange}/{ticker}" }),
  })
  .meta({ id: "CompanySearchResult" });

export const companySearchResponseSchema = z
  .array(companySearchResultSchema)
  .max(SEARCH_LIMIT)
  .meta({ description: "At most 10 companies, best match first; empty when nothing matches" });

export type CompanySearchResult = z.infer<typeof companySearchResultSchema>;
