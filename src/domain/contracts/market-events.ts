import { z } from "zod";

// Market events of a watchlist's companies (decision 024): the answers of
// GET /api/users/watchlists/{id}/events and /individual-events (its /news answers stories: news.ts).

export const MARKET_EVENT_KINDS = [
  "earnings_reported",
  "earnings_upcoming",
  "dividend_declared",
  "dividend_raised",
  "dividend_cut",
  "ex_dividend",
  "split",
  "analyst_upgrade",
  "analyst_downgrade",
  "analyst_target_change",
  "insider_buying",
  "insider_selling",
  "grade_change",
  "score_change",
  "high_52w",
  "low_52w",
] as const;
export type MarketEventKind = (typeof MARKET_EVENT_KINDS)[number];

/** Kinds only Premium members see: removed on the server for everyone else. */
export const PREMIUM_EVENT_KINDS: readonly MarketEventKind[] = ["grade_change"];

export const EVENT_PAGE = { defaultLimit: 50, maxLimit: 200, perCompany: 10 } as const;

export const marketEventSchema = z
  .object({
    id: z.number(),
    date: z.string(),
    kind: z.enum(MARKET_EVENT_KINDS),
    companyId: z.number(),
    ticker: z.string(),
    name: z.string(),
    url: z.string(),
    headline: z.string(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "MarketEvent" });
export type MarketEvent = z.infer<typeof marketEventSchema>;

export const eventsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(EVENT_PAGE.maxLimit).default(EVENT_PAGE.defaultLimit),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const eventsAnswerSchema = z.object({
  events: z.array(marketEventSchema),
  page: z.number(),
  hasMore: z.boolean(),
});
export type EventsAnswer = z.infer<typeof eventsAnswerSchema>;

export const individualEventsAnswerSchema = z.object({
  companies: z.array(
    z.object({
      companyId: z.number(),
      ticker: z.string(),
      name: z.string(),
      url: z.string(),
      events: z.array(marketEventSchema),
    }),
  ),
});
export type IndividualEventsAnswer = z.infer<typeof individualEventsAnswerSchema>;
