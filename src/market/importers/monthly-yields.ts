import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema";
import { firstLine, readCsv } from "./csv";
import type { Format } from "./format";
import type { MacroPoint } from "./fred-series";
import { RowErrors } from "./row-errors";
import { FieldError, toIsoDate, toNumber } from "./values";

// A monthly 10-year Treasury yield, `Date,Rate` with one row per month (datasets/bond-yields-
// us-10y: us10y-monthly.csv, 1953 to today). It fills treasury_10y, on the first of each month,
// only for months without daily values: before 1962 and after the daily file ends. Daily values
// win because they are finer; so import the daily file first (a directory import does), and a
// month that already has daily values keeps them untouched.

const NAME = /10y/i;

function isHeader(line: string): boolean {
  return line.trim().toLowerCase() === "date,rate";
}

export function parseMonthlyYields(text: string): {
  points: MacroPoint[];
  rowsRead: number;
  rowsSkipped: number;
  errors: RowErrors;
} {
  const errors = new RowErrors();
  const points: MacroPoint[] = [];
  const [header, ...rows] = readCsv(text, errors) ?? [];
  if (errors.empty && !(header && isHeader(header.fields.join(","))))
    errors.add(header?.line ?? 1, "the header is not Date,Rate");
  if (!errors.empty) return { points, rowsRead: rows.length, rowsSkipped: 0, errors };
  let skipped = 0;
  const seen = new Map<string, number>();
  for (const { line, fields } of rows) {
    const point = errors.row(line, (): MacroPoint | null => {
      if (fields.length !== 2) throw new FieldError(`expected 2 fields, found ${fields.length}`);
      // A monthly figure belongs to its month; it is stored on the first day.
      const date = `${toIsoDate(fields[0], "Date").slice(0, 7)}-01`;
      const earlier = seen.get(date);
      if (earlier !== undefined)
        throw new FieldError(`a second value for ${date.slice(0, 7)} (also on line ${earlier})`);
      seen.set(date, line);
      const raw = (fields[1] ?? "").trim();
      if (raw === "." || raw === "") return null;
      return { date, value: toNumber(raw, "Rate") };
    });
    if (point) points.push(point);
    else if (point === null) skipped++;
  }
  return { points, rowsRead: rows.length, rowsSkipped: skipped, errors };
}

export async function writeMonthlyYields(trx: Transaction<DB>, points: readonly MacroPoint[]): Promise<number> {
  let changed = 0;
  for (let i = 0; i < points.length; i += 2000) {
    const values = points.slice(i, i + 2000).map((p) => sql`(${p.date}::date, ${p.value}::float8)`);
    const result = await sql`
      INSERT INTO macro_series (series, date, value)
      SELECT 'treasury_10y', v.date, v.value
      FROM (VALUES ${sql.join(values)}) AS v (date, value)
      WHERE NOT EXISTS (
        SELECT 1 FROM macro_series m
        WHERE m.series = 'treasury_10y' AND m.date > v.date AND m.date < v.date + interval '1 month'
      )
      ON CONFLICT (series, date) DO UPDATE SET value = excluded.value
      WHERE macro_series.value IS DISTINCT FROM excluded.value`.execute(trx);
    changed += Number(result.numAffectedRows ?? 0n);
  }
  return changed;
}

export const monthlyYields: Format = {
  kind: "monthly-yields",
  recognises: (name, head) => /\.csv$/i.test(name) && NAME.test(name) && isHeader(firstLine(head)),
  parse(text) {
    const { points, rowsRead, rowsSkipped, errors } = parseMonthlyYields(text);
    return { rowsRead, rowsSkipped, errors, write: (trx) => writeMonthlyYields(trx, points) };
  },
};
