import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isTextColumn, SCREENER_COLUMNS } from "../../domain/screener/columns";
import { SNAPSHOT_FIELDS, textLabels } from "../../domain/screener/filter-fields";
import { ScreenerSnapshot, type SnapshotCompany } from "../../domain/screener/snapshot";
import { SCREENER_TABS } from "../../domain/screener/tabs";
import { paths } from "../../domain/paths";
import { entitlementsFor } from "../policies/entitlements";
import { cellValue } from "./cells";
import { tabColumns } from "./present-screen";
import { ROW_CACHE_LIMIT, rowWriter } from "./row-writer";

// The API writes rows as text from the snapshot's arrays; they must read exactly as the row
// view does (cells.ts), figures rounded to four decimals, with locked columns absent.

const valueFor = (type: string) => {
  switch (type) {
    case "date":
      return fc.integer({ min: 15_000, max: 25_000 });
    case "zen-rating-grade":
      return fc.integer({ min: 1, max: 5 });
    case "boolean":
      return fc.constantFrom(0, 1);
    default:
      return fc.double({ min: -1e12, max: 1e12, noNaN: true });
  }
};

// Every column of the catalogue, from its type alone: text columns with labels (a select filter's
// options) hold their codes, other text columns any text, the rest numbers.
const textFor = (key: string) => {
  const labels = textLabels(key);
  return labels ? fc.constantFrom(...labels.keys()) : fc.string({ maxLength: 30 });
};
const company = (id: number) =>
  fc
    .record(
      Object.fromEntries(
        SCREENER_COLUMNS.map((c) => [
          c.key,
          isTextColumn(c) ? fc.option(textFor(c.key), { nil: null }) : fc.option(valueFor(c.type), { nil: null }),
        ]),
      ),
    )
    .map((values): SnapshotCompany => ({ id, values: { ...values, exchange: "NYSE", ticker: `T${id}` } }));

// (+ 0: JSON has no negative zero.)
const round = (v: unknown) => (typeof v === "number" ? Math.round(v * 1e4) / 1e4 + 0 : v);

describe("row writer", () => {
  it("writes every tab's rows as the row view reads them, for every kind of visitor", () => {
    const kinds = [entitlementsFor([], false), entitlementsFor(["premium"], true)];
    fc.assert(
      fc.property(fc.tuple(company(1), company(2), company(3)), (companies) => {
        const snapshot = new ScreenerSnapshot(companies, SNAPSHOT_FIELDS, null);
        for (const access of kinds) {
          for (const tab of SCREENER_TABS) {
            const columns = tabColumns(tab.id, access);
            const write = rowWriter(snapshot, columns);
            for (let row = 0; row < snapshot.size; row++) {
              const expected = Object.fromEntries(
                columns.filter((c) => !c.locked).map((c) => [c.key, round(cellValue(snapshot, c, row))]),
              );
              const url = paths.company({
                exchange: snapshot.textOf("exchange")[row]!,
                ticker: snapshot.textOf("ticker")[row]!,
              });
              expect(JSON.parse(write(row).toString())).toEqual({ id: snapshot.ids[row], url, values: expected });
              // Written once, the same text again.
              expect(write(row)).toBe(write(row));
            }
            for (const c of columns)
              if (c.locked) expect(JSON.parse(write(0).toString()).values).not.toHaveProperty(c.key);
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it("keeps writing the right rows once its cache is full", () => {
    const many = Array.from({ length: ROW_CACHE_LIMIT + 50 }, (_, i): SnapshotCompany => ({
      id: i + 1,
      values: { exchange: "NYSE", ticker: `T${i}`, mcap: ROW_CACHE_LIMIT + 50 - i },
    }));
    const snapshot = new ScreenerSnapshot(many, { text: ["exchange", "ticker"], numbers: ["mcap"] }, null);
    const write = rowWriter(snapshot, [
      {
        key: "mcap",
        name: "Market Cap",
        lockable: false,
        premiumLockable: false,
        type: "currency",
        groupId: 1,
        locked: false,
      },
    ]);
    for (let row = 0; row < snapshot.size; row++) write(row);
    for (const row of [0, 1, ROW_CACHE_LIMIT + 10])
      expect(JSON.parse(write(row).toString())).toEqual({
        id: row + 1,
        url: `/stocks/us/nyse/t${row}`,
        values: { mcap: ROW_CACHE_LIMIT + 50 - row },
      });
  });
});
