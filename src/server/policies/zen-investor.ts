import type { LedgerEntry } from "../../domain/zen-investor/ledger";
import type { Position } from "../../domain/zen-investor/run";
import type { HasPlans } from "./strategies";

// Who sees what of Zen Investor (decision 063). The record is public: every closed position, the
// two return figures and every ledger entry once it is past the delay below, because a record
// anyone can check is what the service sells itself on. What is sold is being early: the open
// positions and the alerts of the last weeks, on the pages, in the downloads and by mail.

/** The paid service that unlocks open positions, fresh alerts and the alert mails. */
export const ZEN_INVESTOR_PLAN = "zen_investor" as const;

/** Holds Zen Investor: the dashboard, every alert the day it fires, the alert mails. */
export function hasZenInvestor(viewer: HasPlans | null | undefined): boolean {
  return viewer?.planTypes.includes(ZEN_INVESTOR_PLAN) ?? false;
}

/**
 * An alert stays subscribers' until it is this many days old (by its date, against the record's
 * date). The rule holds a company for months, and a buy alert is worth acting on for the few weeks
 * after it fires; after a month the price has moved on and the alert is history, so the public can
 * check each entry a month after subscribers acted on it. Shorter would hand the fresh picks to
 * everyone; longer would make the record look hidden.
 */
export const PUBLIC_AFTER_DAYS = 30;

/** The first date that is still locked for non-subscribers, given the record's as-of date. */
export function lockedFrom(asOf: string): string {
  const t = Date.parse(`${asOf}T00:00:00Z`) - (PUBLIC_AFTER_DAYS - 1) * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Whether an alert or fill of this date is shown to this viewer. */
export function entryVisible(viewer: HasPlans | null | undefined, date: string, asOf: string): boolean {
  return hasZenInvestor(viewer) || date < lockedFrom(asOf);
}

/**
 * The ledger as this viewer may read it. Entries are written in date order, so what is left for a
 * non-subscriber is a prefix of the chain: it still verifies from the first entry, and the next
 * download only adds entries after it.
 */
export function visibleLedger<E extends Pick<LedgerEntry, "date">>(
  viewer: HasPlans | null | undefined,
  entries: readonly E[],
  asOf: string,
): E[] {
  if (hasZenInvestor(viewer)) return [...entries];
  const cut = lockedFrom(asOf);
  const end = entries.findIndex((e) => e.date >= cut);
  return end < 0 ? [...entries] : entries.slice(0, end);
}

/**
 * The positions this viewer may read: subscribers all; others the closed ones whose exit is past
 * the delay (an open position, or one closed in the last weeks, would tell what the book holds now).
 */
export function visiblePositions<P extends Pick<Position, "exitDate">>(
  viewer: HasPlans | null | undefined,
  positions: readonly P[],
  asOf: string,
): P[] {
  if (hasZenInvestor(viewer)) return [...positions];
  const cut = lockedFrom(asOf);
  return positions.filter((p) => p.exitDate !== null && p.exitDate < cut);
}
