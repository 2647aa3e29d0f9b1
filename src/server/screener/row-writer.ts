import { paths } from "../../domain/paths";
import { isTextColumn } from "../../domain/screener/columns";
import type { ScreenerColumnView } from "../../domain/screener/contract";
import { GRADE_OF_VALUE } from "../../domain/screener/filter-fields";
import type { ScreenerSnapshot } from "../../domain/screener/snapshot";
import { dateOfEpochDay } from "../../domain/screener/values";
import { textCell } from "./cells";
import { jsonNumber } from "./json-number";

// The rows of a screen's page as JSON text, written straight from the snapshot's arrays: one
// writer per tab and kind of visitor, made once per snapshot, whose cells know their array and
// their encoding. Building row objects and serializing them cost several times more than the
// screen itself. Locked columns have no cell writer at all, so their values are never read.
// The text is the same as JSON.stringify of the row view (cells.ts) with figures at four decimals.
// A cell's writer follows from its column's type (and a text column's labels from its select
// filter, cells.ts): a new column needs nothing here.
//
// A row's text never changes while its snapshot lives (a new snapshot gets new writers), so
// each writer keeps the rows it wrote, fragment caching as in Rails: the companies that most
// screens show (the large ones first in the default order) are written once. The cache is
// bounded so that a 100,000-company snapshot cannot grow it without limit.

export const ROW_CACHE_LIMIT = 20_000;

type CellWriter = (row: number) => string;

interface SnapshotJson {
  text: Map<string, string[]>;
  urls: string[] | null;
  /** By the columns they write: the presenter hands the same array for each tab and kind of visitor. */
  writers: WeakMap<readonly ScreenerColumnView[], (row: number) => Buffer>;
}

const bySnapshot = new WeakMap<ScreenerSnapshot, SnapshotJson>();
const dateJson = new Map<number, string>();

function jsonOf(snapshot: ScreenerSnapshot): SnapshotJson {
  let json = bySnapshot.get(snapshot);
  if (!json) {
    json = { text: new Map(), urls: null, writers: new WeakMap() };
    bySnapshot.set(snapshot, json);
  }
  return json;
}

/** A text field's cells as JSON literals, made once per snapshot. */
function textJson(snapshot: ScreenerSnapshot, field: string): string[] {
  const json = jsonOf(snapshot);
  let cells = json.text.get(field);
  if (!cells) {
    cells = snapshot.textOf(field).map((t) => JSON.stringify(textCell(field, t)));
    json.text.set(field, cells);
  }
  return cells;
}

function urlJson(snapshot: ScreenerSnapshot): string[] {
  const json = jsonOf(snapshot);
  const exchange = snapshot.textOf("exchange");
  const ticker = snapshot.textOf("ticker");
  json.urls ??= Array.from(snapshot.ids, (_, row) =>
    JSON.stringify(paths.company({ exchange: exchange[row] ?? "", ticker: ticker[row] ?? "" })),
  );
  return json.urls;
}

function dateCell(day: number): string {
  let text = dateJson.get(day);
  if (text === undefined) {
    text = JSON.stringify(dateOfEpochDay(day));
    dateJson.set(day, text);
  }
  return text;
}

function cellWriter(snapshot: ScreenerSnapshot, column: ScreenerColumnView): CellWriter {
  if (isTextColumn(column)) {
    const cells = textJson(snapshot, column.key);
    return (row) => cells[row]!;
  }
  const values = snapshot.numbersOf(column.key);
  switch (column.type) {
    case "date":
      return (row) => (Number.isNaN(values[row]!) ? "null" : dateCell(values[row]!));
    case "zen-rating-grade":
      return (row) => {
        const grade = GRADE_OF_VALUE[values[row]!];
        return grade === undefined ? "null" : `"${grade}"`;
      };
    case "boolean":
      return (row) => (Number.isNaN(values[row]!) ? "null" : values[row] === 1 ? "true" : "false");
    default:
      return (row) => jsonNumber(values[row]!);
  }
}

/**
 * Writes one row of `columns` (a tab's, as a kind of visitor sees them: tabColumns) as UTF-8
 * bytes; one writer per snapshot and columns array. The answer is assembled from these bytes
 * (present-screen.ts): kept as bytes, a row is encoded once, not on every answer that shows it.
 */
export function rowWriter(snapshot: ScreenerSnapshot, columns: readonly ScreenerColumnView[]): (row: number) => Buffer {
  const json = jsonOf(snapshot);
  let writer = json.writers.get(columns);
  if (!writer) {
    const visible = columns.filter((c) => !c.locked);
    const prefixes = visible.map((c, i) => `${i === 0 ? "" : ","}${JSON.stringify(c.key)}:`);
    const cells = visible.map((c) => cellWriter(snapshot, c));
    const urls = urlJson(snapshot);
    const ids = snapshot.ids;
    // Kept by row index: an array read, where a map would hash the row number.
    let written = new Array<Buffer | undefined>(snapshot.size);
    let kept = 0;
    writer = (row) => {
      let bytes = written[row];
      if (bytes !== undefined) return bytes;
      const parts = new Array<string>(cells.length + 2);
      parts[0] = `{"id":${ids[row]},"url":${urls[row]},"values":{`;
      for (let i = 0; i < cells.length; i++) parts[i + 1] = prefixes[i]! + cells[i]!(row);
      parts[cells.length + 1] = "}}";
      bytes = Buffer.from(parts.join(""), "utf8");
      if (kept >= ROW_CACHE_LIMIT) {
        written = new Array<Buffer | undefined>(snapshot.size);
        kept = 0;
      }
      written[row] = bytes;
      kept++;
      return bytes;
    };
    json.writers.set(columns, writer);
  }
  return writer;
}
