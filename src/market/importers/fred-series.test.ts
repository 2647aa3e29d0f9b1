import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/support/database";
import { fredSeriesOf, parseFredSeries } from "./fred-series";
import { importPath } from "./import-path";
import { memoryLog, writeTree } from "./test-files";

describe("parseFredSeries", () => {
  it("finds the series in the value column or, for DATE,VALUE, in the file name", () => {
    expect(fredSeriesOf("anything.csv", ["DATE", "DGS10"])).toBe("treasury_10y");
    expect(fredSeriesOf("anything.csv", ["observation_date", "DGS3MO"])).toBe("treasury_3m");
    expect(fredSeriesOf("DGS3MO.csv", ["DATE", "VALUE"])).toBe("treasury_3m");
    expect(fredSeriesOf("dgs10.txt", ["DATE", "VALUE"])).toBe("treasury_10y");
    expect(fredSeriesOf("UNRATE.csv", ["DATE", "UNRATE"])).toBeUndefined();
    expect(fredSeriesOf("DGS10.csv", ["Date", "Open", "Close"])).toBeUndefined();
  });

  it("skips days marked '.' and reads the rest", () => {
    const { series, points, rowsRead, rowsSkipped, errors } = parseFredSeries(
      "DATE,DGS10\n2017-01-02,.\n2017-01-03,2.45\n2017-01-04,\n2017-01-05,2.37\n",
      "DGS10.csv",
    );
    expect(errors.empty).toBe(true);
    expect(series).toBe("treasury_10y");
    expect([rowsRead, rowsSkipped]).toEqual([4, 2]);
    expect(points).toEqual([
      { date: "2017-01-03", value: 2.45 },
      { date: "2017-01-05", value: 2.37 },
    ]);
  });

  it("names the line of malformed rows", () => {
    const { errors } = parseFredSeries(
      "DATE,DGS10\n2017-01-03,2.45\n2017-01-03,2.46\n01/04/2017,2.4\n2017-01-05,n/a\n",
      "DGS10.csv",
    );
    expect(errors.list).toEqual([
      { line: 3, message: "duplicate date 2017-01-03 (also on line 2)" },
      { line: 4, message: 'DATE is not a date in the form YYYY-MM-DD ("01/04/2017")' },
      { line: 5, message: 'the value is not a number ("n/a")' },
    ]);
  });
});

describe("importing FRED series", () => {
  const database = useTestDatabase();

  const stored = () =>
    database.db
      .selectFrom("macro_series")
      .select(["series", "value"])
      .select((eb) => eb.fn<string>("to_char", ["date", eb.val("YYYY-MM-DD")]).as("date"))
      .orderBy("series")
      .orderBy("date")
      .execute();

  it("stores both series, skips missing days and changes nothing the second time", async () => {
    const dir = await writeTree({
      "rates/DGS10.csv": "DATE,DGS10\n2017-01-02,.\n2017-01-03,2.45\n",
      "rates/DGS3MO.csv": "DATE,VALUE\n2017-01-03,0.53\n",
    });
    const first = await importPath(database.db, dir, memoryLog().log);
    expect(first.files.map((f) => [f.path, f.kind, f.status, f.rowsRead, f.rowsSkipped, f.rowsChanged])).toEqual([
      ["rates/DGS10.csv", "fred-series", "imported", 2, 1, 1],
      ["rates/DGS3MO.csv", "fred-series", "imported", 1, 0, 1],
    ]);
    const expected = [
      { series: "treasury_10y", date: "2017-01-03", value: 2.45 },
      { series: "treasury_3m", date: "2017-01-03", value: 0.53 },
    ];
    expect(await stored()).toEqual(expected);
    const second = await importPath(database.db, dir, memoryLog().log);
    expect(second.files.map((f) => f.rowsChanged)).toEqual([0, 0]);
    expect(await stored()).toEqual(expected);
  });

  it("writes nothing from a file with a malformed row, and skips series it does not know", async () => {
    const dir = await writeTree({
      "DGS10.csv": "DATE,DGS10\n2017-01-04,2.5\n2017-01-05,x\n",
      "UNRATE.csv": "DATE,UNRATE\n2017-01-01,4.7\n",
    });
    const report = await importPath(database.db, dir, memoryLog().log);
    expect(report.files.map((f) => [f.path, f.status, f.errors])).toEqual([
      ["UNRATE.csv", "skipped", []],
      ["DGS10.csv", "failed", ['DGS10.csv line 3: the value is not a number ("x")']],
    ]);
    expect(await stored()).toHaveLength(2);
  });
});
