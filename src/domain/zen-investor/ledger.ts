import { createHash } from "node:crypto";
import { round4 } from "./rule";
import type { Alert, Fill } from "./run";

// The published record: every alert and every fill as one entry of a hash chain. Each entry
// carries the hash of the entry before it, so changing, removing or inserting a past entry breaks
// every hash after it, and anyone holding a copy of the ledger can check it with a few lines of
// code in any language.
//
// The canonical form that is hashed (decision 062):
// - the entry without its own `hash`, as JSON with no whitespace;
// - object keys in ascending order of their UTF-16 code units at every level (arrays keep their
//   order), as in RFC 8785;
// - numbers as ECMAScript writes them (shortest round-trip form, no exponent for the values held
//   here); every number is an integer or rounded to 4 decimals before it is stored;
// - missing values as null, never left out; strings as JSON escapes them;
// - the hash is the SHA-256 of the UTF-8 bytes of that text, as 64 lowercase hex digits; the first
//   entry's `prevHash` is 64 zeros.

export const GENESIS = "0".repeat(64);

export interface AlertBody {
  reasons: string[];
  grade: string | null;
  score: number | null;
  checks: { key: string; label: string; passed: boolean; value: number | null }[];
  valuation: { price: number | null; pe: number | null; pb: number | null; ps: number | null; dy: number | null };
}

export interface FillBody {
  alertDate: string;
  /** The raw close filled at, or null when a buy could not fill (no trade that day, or no cash left). */
  price: number | null;
  /** The value traded as a percentage of the portfolio (4 decimals). */
  weightPct: number;
}

export interface LedgerEntry {
  /** 1, 2, 3... in the order the entries were written. */
  seq: number;
  /** Before the launch date the rule ran on past data (backtest); from it on, day by day (live). */
  phase: "backtest" | "live";
  kind: "alert" | "fill";
  date: string;
  side: "buy" | "sell";
  companyId: number;
  body: AlertBody | FillBody;
  prevHash: string;
  hash: string;
}

/** The canonical JSON text described above. */
export function canonical(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error("a ledger number must be finite");
    return JSON.stringify(value);
  }
  if (typeof value === "string" || typeof value === "boolean") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  const o = value as Record<string, unknown>;
  const keys = Object.keys(o).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(",")}}`;
}

export function hashOf(entry: Omit<LedgerEntry, "hash">): string {
  const { seq, phase, kind, date, side, companyId, body, prevHash } = entry;
  const text = canonical({ seq, phase, kind, date, side, companyId, body, prevHash } satisfies Record<string, unknown>);
  return createHash("sha256").update(text, "utf8").digest("hex");
}

export type LedgerEvent = { kind: "alert"; alert: Alert } | { kind: "fill"; fill: Fill };

/**
 * A run's alerts and fills in the order they were written: by date, and on each date the fills of
 * the day before's alerts (made at this close) before this close's new alerts.
 */
export function eventsOf(alerts: readonly Alert[], fills: readonly Fill[]): LedgerEvent[] {
  const events: LedgerEvent[] = [];
  let f = 0;
  let a = 0;
  while (f < fills.length || a < alerts.length) {
    if (a >= alerts.length || (f < fills.length && fills[f]!.date <= alerts[a]!.date))
      events.push({ kind: "fill", fill: fills[f++]! });
    else events.push({ kind: "alert", alert: alerts[a++]! });
  }
  return events;
}

function bodyOf(event: LedgerEvent): AlertBody | FillBody {
  if (event.kind === "fill") {
    const { alertDate, price, weight } = event.fill;
    return { alertDate, price, weightPct: round4(weight * 100) };
  }
  const { reasons, grade, score, checks, valuation } = event.alert;
  return { reasons: [...reasons], grade, score, checks: checks.map((c) => ({ ...c })), valuation: { ...valuation } };
}

/**
 * Entries for `events`, chained after `after` (the last entry already published, or none), each
 * labelled backtest or live by its date against the launch date.
 */
export function appendEntries(
  after: Pick<LedgerEntry, "seq" | "hash"> | null,
  events: readonly LedgerEvent[],
  launchDate: string,
): LedgerEntry[] {
  let seq = after?.seq ?? 0;
  let prevHash = after?.hash ?? GENESIS;
  return events.map((event) => {
    const x = event.kind === "alert" ? event.alert : event.fill;
    const entry = {
      seq: ++seq,
      phase: x.date < launchDate ? ("backtest" as const) : ("live" as const),
      kind: event.kind,
      date: x.date,
      side: x.side,
      companyId: x.companyId,
      body: bodyOf(event),
      prevHash,
    };
    prevHash = hashOf(entry);
    return { ...entry, hash: prevHash };
  });
}

export type Verdict = { ok: true; entries: number } | { ok: false; seq: number; problem: "sequence" | "link" | "hash" };

/**
 * Checks the chain from the first entry: the first entry whose number is out of order, whose
 * prevHash is not the hash before it, or whose hash is not its content's, is where it broke.
 */
export function verifyLedger(entries: readonly LedgerEntry[]): Verdict {
  let prev = GENESIS;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.seq !== i + 1) return { ok: false, seq: e.seq, problem: "sequence" };
    if (e.prevHash !== prev) return { ok: false, seq: e.seq, problem: "link" };
    if (hashOf(e) !== e.hash) return { ok: false, seq: e.seq, problem: "hash" };
    prev = e.hash;
  }
  return { ok: true, entries: entries.length };
}
