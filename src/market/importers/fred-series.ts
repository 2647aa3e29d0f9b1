import { sql, type Transaction } from "kysely";
import type { DB, MacroSeries } from "../../db/schema";
import { firstLine, readCsv } from "./csv";
import type { Format } from "./format";
import { RowErrors } from "./row-errors";
import { FieldError, toIsoDate, toNumber } from "./values";

// FRED daily series as FRED exports them: `DATE,DGS10` (older) or `observation_date,DGS10`
// (newer), or `DATE,VALUE` with the series in the file name. `.` (or an empty field) marks a
// day without a value: a holiday, not a zero; such days are skipped.

const SERIES: Record<string, MacroSeries> = {
  DGS10: "treasury_10y",
  DGS3MO: "treasury_3m",
};

export interface MacroPoint {
  date: string;
  value: number;
}

function dateColumn(name: string | undefined): boolean {
  const n = (name ?? "").trim().toLowerCase();
  return n === "date" || n === "observation_date";
}

/** The series a file holds, from its value column or, when that is just VALUE, its name. */
export function fredSeriesOf(name: string, header: readonly string[]): MacroSeries | undefined {
  if (header.length !== 2 || !dateColumn(header[0])) return undefined;
  const column = (header[1] ?? "").trim().toUpperCase();
  const code = column === "VALUE" ? name.replace(/\.(csv|txt)$/i, "").toUpperCase() : column;
  return SERIES[code];
}

export function parseFredSeries(
  text: string,
  name: string,
): { series: MacroSeries | undefined; points: MacroPoint[]; rowsRead: number; rowsSkipped: number; errors: RowErrors } {
  const errors = new RowErrors();
  const points: MacroPoint[] = [];
  const [header, ...rows] = readCsv(text, errors) ?? [];
  const series = header ? fredSeriesOf(name, header.fields) : undefined;
  if (errors.empty && !series)
    errors.add(header?.line ?? 1, `the header is not DATE,<series> for one of ${Object.keys(SERIES).join(", ")}`);
  if (!errors.empty) return { series, points, rowsRead: rows.length, rowsSkipped: 0, errors };
  let skipped = 0;
  const seen = new Map<string, number>();
  for (const { line, fields } of rows) {
    const point = errors.row(line, (): MacroPoint | null => {
      if (fields.length !== 2) throw new FieldError(`expected 2 fields, found ${fields.length}`);
      const date = toIsoDate(fields[0], "DATE");
      const earlier = seen.get(date);
      if (earlier !== undefined) throw new FieldError(`duplicate date ${date} (also on line ${earlier})`);
      seen.set(date, line);
      const raw = (fields[1] ?? "").trim();
      if (raw === "." || raw === "") return null;
      return { date, value: toNumber(raw, "the value") };
    });
    if (point) points.push(point);
    else if (point === null) skipped++;
  }
  return { series, points, rowsRead: rows.length, rowsSkipped: skipped, errors };
}

export async function writeMacroPoints(
  trx: Transaction<DB>,
  series: MacroSeries,
  points: readonly MacroPoint[],
): Promise<number> {
  let changed = 0;
  for (let i = 0; i < points.length; i += 5000) {
    const result = await trx
      .insertInto("macro_series")
      .values(points.slice(i, i + 5000).map((p) => ({ series, date: p.date, value: p.value })))
      .onConflict((oc) =>
        oc
          .columns(["series", "date"])
          .doUpdateSet((eb) => ({ value: eb.ref("excluded.value") }))
          .where(sql<boolean>`macro_series.value IS DISTINCT FROM excluded.value`),
      )
      .executeTakeFirst();
    changed += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return changed;
}

export const fredSeries: Format = {
  kind: "fred-series",
  recognises: (name, head) =>
    /\.(csv|txt)$/i.test(name) && fredSeriesOf(name, firstLine(head).split(",")) !== undefined,
  parse(text, name) {
    const { series, points, rowsRead, rowsSkipped, errors } = parseFredSeries(text, name);
    return {
      rowsRead,
      rowsSkipped,
      errors,
      write: (trx) => (series ? writeMacroPoints(trx, series, points) : Promise.resolve(0)),
    };
  },
};
