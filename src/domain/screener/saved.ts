import { z } from "zod";

// A saved screener as the browser sends it (spec sections 3 and 5): name, description, f, t, s
// and sd, each optional, and u, the member's own list the screen runs over (decision 072). f maps filter keys to their query-string values ({ mcap: "2e9," }),
// in the screen's order. Nothing left after dropping empty strings, arrays and objects is
// refused with 'Bad Request', in the browser before sending and on the server alike.

export const savedScreenerBodySchema = z
  .object({
    name: z.string().max(200).optional(),
    description: z.string().max(2000).optional(),
    f: z.record(z.string().max(50), z.string().max(10_000)).optional(),
    t: z.union([z.number(), z.string().max(5)]).optional(),
    s: z.string().max(50).optional(),
    sd: z.string().max(5).optional(),
    /** portfolio:{id} or watchlist:{id}: the screen runs over that list of the member's as it is then. */
    u: z.string().max(40).optional(),
  })
  .strict()
  .meta({ id: "SavedScreenerBody" });

export type SavedScreenerBody = z.infer<typeof savedScreenerBodySchema>;

export const SAVE_REFUSED_MESSAGE = "Bad Request";

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value === "";
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}

/** The body without empty strings, arrays and objects; null when nothing remains. */
export function compactSavedBody<T extends Record<string, unknown>>(body: T): Partial<T> | null {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(body)) if (!isEmpty(value)) out[key as keyof T] = value as T[keyof T];
  return Object.keys(out).length === 0 ? null : out;
}

/** The screen part of a body as a screener query string, for the codec to check. */
export function savedBodyQuery(body: SavedScreenerBody): string {
  const parts: string[] = [];
  if (body.t !== undefined && body.t !== "") parts.push(`t=${encodeURIComponent(String(body.t))}`);
  for (const [key, value] of Object.entries(body.f ?? {}))
    parts.push(`${encodeURIComponent(`f[${key}]`)}=${encodeURIComponent(value)}`);
  if (body.s) parts.push(`s=${encodeURIComponent(body.s)}`);
  if (body.sd) parts.push(`sd=${encodeURIComponent(body.sd)}`);
  return parts.join("&");
}

export const savedScreenerSchema = z
  .object({
    id: z.number(),
    /** Always saved: the kind of screen this is (spec section 3). */
    kind: z.literal("saved"),
    name: z.string().nullable(),
    description: z.string().nullable(),
    f: z.record(z.string(), z.string()),
    t: z.number().nullable(),
    s: z.string().nullable(),
    sd: z.enum(["asc", "desc"]).nullable(),
    /** The member's own list the screen runs over (portfolio:{id} or watchlist:{id}); null: the whole market. */
    u: z.string().nullable(),
    /** That list, named; its name is null once the list is deleted (the screen then no longer runs). */
    universe: z
      .object({ kind: z.enum(["portfolio", "watchlist"]), id: z.number(), name: z.string().nullable() })
      .nullable(),
    /** The screener page showing this screen (over its list, when it has one). */
    url: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Screen alerts (decision 024): a digest of the companies that entered and left the screen. */
    subscribed: z.boolean(),
    subscriptionFrequency: z.enum(["daily", "weekly", "monthly"]),
  })
  .meta({ id: "SavedScreener" });

export type SavedScreener = z.infer<typeof savedScreenerSchema>;

/** What saving a screen answers. */
export const savedScreenerAnswerSchema = z.object({ savedScreener: savedScreenerSchema });
