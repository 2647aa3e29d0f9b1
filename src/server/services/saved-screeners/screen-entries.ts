import type { Kysely } from "kysely";
import {
  readScreenEntries,
  writeScreenEntries,
  type ScreenEntriesRecord,
} from "../../../db/repositories/saved-screener-entries";
import type { DB } from "../../../db/schema";
import type { ScreenerSnapshot } from "../../../domain/screener/snapshot";
import { screenIds } from "../../screener/screen-ids";

// A saved screen's recent entries for the dashboard (decision 025). The market holds
// one snapshot, not yesterday's, so what a screen matched is recorded at each market date the
// dashboard is read on (saved_screener_entries), and the entries are today's result less the
// record before. A member away for a week sees what entered since their last visit's market
// date, and the page says since when.

/**
 * The record for `asOf`, or null when `previous` already is it. A first record, or one after the
 * screen's filters changed, has no entries (nothing honest to compare with).
 */
export function nextScreenEntries(
  previous: ScreenEntriesRecord | undefined,
  savedScreenerId: number,
  filters: string,
  asOf: string,
  now: number[],
): ScreenEntriesRecord | null {
  if (previous && previous.asOf === asOf && previous.filters === filters) return null;
  const comparable = previous && previous.filters === filters && previous.asOf < asOf;
  const before = new Set(comparable ? previous.companyIds : []);
  return {
    savedScreenerId,
    filters,
    asOf,
    companyIds: now,
    since: comparable ? previous.asOf : null,
    entered: comparable ? now.filter((id) => !before.has(id)) : [],
  };
}

/** Each screen's current record, written first where the market has moved on since. */
export async function screenEntries(
  db: Kysely<DB>,
  snapshot: ScreenerSnapshot,
  screens: { id: number; filters: string }[],
): Promise<Map<number, ScreenEntriesRecord>> {
  const records = new Map(
    (
      await readScreenEntries(
        db,
        screens.map((s) => s.id),
      )
    ).map((r) => [r.savedScreenerId, r]),
  );
  const asOf = snapshot.asOf;
  // Without a market there is nothing to record.
  if (asOf === null) return new Map();
  for (const screen of screens) {
    const previous = records.get(screen.id);
    // Matched already at this market date: the screen is not run again.
    if (previous?.asOf === asOf && previous.filters === screen.filters) continue;
    const next = nextScreenEntries(previous, screen.id, screen.filters, asOf, screenIds(snapshot, screen.filters));
    if (!next) continue;
    await writeScreenEntries(db, next);
    records.set(screen.id, next);
  }
  return records;
}
