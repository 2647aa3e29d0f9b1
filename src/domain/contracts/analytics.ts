import { z } from "zod";

// The events the browser reports to the product's own analytics endpoint (POST /api/analytics):
// the search event (term and search type, spec 7) and the search error report (query, search id,
// headers and cookies, spec 8). Cookies are reported by name only: their values may hold tokens.

const text = (max: number) => z.string().max(max);

export const searchEventSchema = z.strictObject({
  kind: z.literal("search"),
  term: text(200),
  searchType: text(40),
});

export const searchErrorReportSchema = z.strictObject({
  kind: z.literal("search_error"),
  query: text(200),
  searchId: text(64),
  /** The answer's status, or null when no answer came (network failure). */
  status: z.number().int().min(0).max(999).nullable(),
  message: text(300),
  /** The request's headers (the anti-forgery token left out). */
  headers: z.record(text(64), text(500)).refine((h) => Object.keys(h).length <= 30, "at most 30 headers"),
  /** The names of the cookies the page could read. */
  cookies: z.array(text(128)).max(60),
});

export const analyticsEventSchema = z.discriminatedUnion("kind", [searchEventSchema, searchErrorReportSchema]);

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
