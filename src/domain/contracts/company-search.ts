import { z } from "zod";
import { COMPANY_REFS_LIMIT, SEARCH_LIMIT, SEARCH_MAX_LENGTH } from "../search/limits";

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

// GET /api/companies/refs?tickers=NYSE:ABC,NASDAQ:XYZ (ours, decision 029): the ids of companies
// a client knows by exchange and ticker, such as search results (whose shape, spec 7's name,
// ticker and url, carries no id), so that it can watch them.

export { COMPANY_REFS_LIMIT };

const tickerRef = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{1,10}:[A-Za-z0-9.-]{1,10}$/, { error: "Give references as EXCHANGE:TICKER." })
  .transform((ref) => {
    const [exchange, ticker] = ref.toUpperCase().split(":") as [string, string];
    return { exchange, ticker };
  });

export const companyRefsQuerySchema = z.object({
  tickers: z
    .string({ error: "Give the companies as tickers=EXCHANGE:TICKER,…" })
    .transform((s) => s.split(",").filter((part) => part.trim() !== ""))
    .pipe(
      z
        .array(tickerRef)
        .min(1, { error: "Give at least one company." })
        .max(COMPANY_REFS_LIMIT, { error: `Give at most ${COMPANY_REFS_LIMIT} companies.` }),
    )
    .meta({ description: `Comma-joined EXCHANGE:TICKER references, 1 to ${COMPANY_REFS_LIMIT}` }),
});

export const companyRefSchema = z
  .object({ id: z.number(), exchange: z.string(), ticker: z.string(), name: z.string() })
  .meta({ id: "CompanyRef" });
export type CompanyReference = z.infer<typeof companyRefSchema>;

export const companyRefsAnswerSchema = z.object({
  companies: z
    .array(companyRefSchema)
    .meta({ description: "The listed companies found, in the order asked; unknown ones are left out" }),
});
