import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/support/database";
import { importPath } from "./import-path";
import { parseMonthlyYields } from "./monthly-yields";
import { memoryLog, writeTree } from "./test-files";

describe("parseMonthlyYields", () => {
  it("reads one value a month, on the first day", () => {
    const { points, errors } = parseMonthlyYields("Date,Rate\n1953-04-01,2.83\n1953-05-15,3.05\n1953-06-01,.\n");
    expect(errors.empty).toBe(true);
    expect(points).toEqual([
      { date: "1953-04-01", value: 2.83 },
      { date: "1953-05-01", value: 3.05 },
    ]);
  });

  it("names the line of malformed rows", () => {
    expect(parseMonthlyYields("Date,Rate\n1953-04-01,2.83\n1953-04-20,2.9\n1953-05-01,high\n").errors.list).toEqual([
      { line: 3, message: "a second value for 1953-04 (also on line 2)" },
      { line: 4, message: 'Rate is not a number ("high")' },
    ]);
  });
});

describe("importing monthly 10-year yields", () => {
  const database = useTestDatabase();

  const stored = () =>
    database.db
      .selectFrom("macro_series")
      .select("value")
      .select((eb) => eb.fn<string>("to_char", ["date", eb.val("YYYY-MM-DD")]).as("date"))
      .where("series", "=", "treasury_10y")
      .orderBy("date")
      .execute();

  it("fills only the months without daily values, after the daily file, and changes nothing the second time", async () => {
    const dir = await writeTree({
      "rates/DGS10.csv": "DATE,DGS10\n2017-01-03,2.45\n2017-01-04,2.46\n2017-02-01,2.48\n2017-02-02,2.47\n",
      "rates/us10y-monthly.csv": "Date,Rate\n2016-12-01,2.49\n2017-01-01,2.43\n2017-02-01,2.42\n2017-03-01,2.48\n",
    });
    const first = await importPath(database.db, dir, memoryLog().log);
    expect(first.files.map((f) => [f.path, f.kind, f.rowsChanged])).toEqual([
      ["rates/DGS10.csv", "fred-series", 4],
      ["rates/us10y-monthly.csv", "monthly-yields", 2],
    ]);
    const expected = [
      { date: "2016-12-01", value: 2.49 },
      { date: "2017-01-03", value: 2.45 },
      { date: "2017-01-04", value: 2.46 },
      // A daily value on the first of the month stays.
      { date: "2017-02-01", value: 2.48 },
      { date: "2017-02-02", value: 2.47 },
      { date: "2017-03-01", value: 2.48 },
    ];
    expect(await stored()).toEqual(expected);
    const second = await importPath(database.db, dir, memoryLog().log);
    expect(second.files.map((f) => f.rowsChanged)).toEqual([0, 0]);
    expect(await stored()).toEqual(expected);
  });

  it("leaves a Date,Rate file that is not named for the 10-year yield alone", async () => {
    const dir = await writeTree({ "mortgage-monthly.csv": "Date,Rate\n2017-01-01,4.1\n" });
    const report = await importPath(database.db, dir, memoryLog().log);
    expect(report.files[0]).toMatchObject({ status: "skipped", kind: null });
  });
});
