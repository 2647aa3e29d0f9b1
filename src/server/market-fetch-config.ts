// The sources of `npm run data -- fetch` and of the nightly fetch (src/market/fetch), read by
// loadConfig from the same environment. Production points at the public sources by default;
// tests point every base address at local stand-ins.

import { z } from "zod";
import type { MarketFetchConfig } from "../market/fetch/fetch-config";

export type { MarketFetchConfig };

const base = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : fallback).replace(/\/+$/, ""))
    .refine((v) => /^https?:\/\/[^/]/.test(v), { message: "must be an http or https address" });

const schema = z.object({
  SEC_CONTACT: z.string().optional(),
  SEC_DATA_URL: base("https://data.sec.gov"),
  SEC_FILES_URL: base("https://www.sec.gov"),
  PRICE_SOURCE: z.enum(["stooq", "tiingo", ""]).optional(),
  STOOQ_URL: base("https://stooq.com"),
  TIINGO_URL: base("https://api.tiingo.com"),
  TIINGO_API_KEY: z.string().optional(),
  FRED_URL: base("https://fred.stlouisfed.org"),
  FETCH_TICKERS: z.string().optional(),
  FETCH_PRICES_FROM: z
    .string()
    .optional()
    .refine((v) => !v?.trim() || (/^\d{4}-\d{2}-\d{2}$/.test(v.trim()) && !Number.isNaN(Date.parse(v.trim()))), {
      message: "must be a date YYYY-MM-DD",
    }),
  FETCH_NIGHTLY: z.enum(["true", "false", "1", "0", ""]).optional(),
  FETCH_BULK_FROM: z
    .string()
    .optional()
    .refine((v) => !v?.trim() || /^\d+$/.test(v.trim()), { message: "must be a whole number of companies" }),
});

export function marketFetchConfig(
  env: Record<string, string | undefined>,
): { ok: true; config: MarketFetchConfig } | { ok: false; problems: string[] } {
  const result = schema.safeParse(env);
  if (!result.success)
    return { ok: false, problems: result.error.issues.map((i) => `${String(i.path[0])} ${i.message}`) };
  const e = result.data;
  const contact = e.SEC_CONTACT?.trim();
  if (contact && !/[^@\s]+@[^@\s]+\.[^@\s]+/.test(contact))
    return {
      ok: false,
      problems: [`SEC_CONTACT must hold an e-mail address the SEC can reach you at (got "${contact}")`],
    };
  const tickers = e.FETCH_TICKERS?.split(/[\s,]+/)
    .map((t) => t.trim().toUpperCase())
    .filter(Boolean);
  return {
    ok: true,
    config: {
      secContact: contact || undefined,
      secDataUrl: e.SEC_DATA_URL,
      secFilesUrl: e.SEC_FILES_URL,
      priceSource: e.PRICE_SOURCE === "tiingo" ? "tiingo" : "stooq",
      stooqUrl: e.STOOQ_URL,
      tiingo: { url: e.TIINGO_URL, apiKey: e.TIINGO_API_KEY?.trim() || undefined },
      fredUrl: e.FRED_URL,
      tickers: tickers && tickers.length > 0 ? tickers : undefined,
      pricesFrom: e.FETCH_PRICES_FROM?.trim() || "2003-01-02",
      nightly: e.FETCH_NIGHTLY === "true" || e.FETCH_NIGHTLY === "1",
      bulkFrom: e.FETCH_BULK_FROM?.trim() ? Number(e.FETCH_BULK_FROM.trim()) : 1000,
    },
  };
}
