import { sql } from "kysely";
import { DESKTOP, expect, open, test } from "./fixtures";

// Split-adjusted figures on the e2e market, without leaning on what the generator drew: whichever
// company split its shares inside the quarters its earnings page lists, the page's EPS runs
// smooth across the split (the stored figures jump by the ratio); and for every dividend payer
// the trailing yield counts no more than a year's cadence of payments (a fifth quarterly payment
// overstated Coreant Utilities' yield by a quarter).

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 120_000 });

const money = (text: string) => Number(text.replace(/[$,\s]/g, ""));

test("a company's earnings page shows quarterly EPS smooth across its split, in today's shares", async ({
  page,
  db,
}) => {
  // A listed company with a split of 2 for 1 or more between two of its latest twelve quarterly
  // reports, profitable either side (so EPS per dollar of net income is a fair yardstick).
  const { rows } = await sql<{ id: number; exchange: string; ticker: string; exDate: string; ratio: number }>`
    WITH latest AS (
      SELECT company_id, filed_on, net_income,
        row_number() OVER (PARTITION BY company_id ORDER BY period_end DESC) AS k
      FROM fundamentals WHERE period = 'Q'
    )
    SELECT c.id, c.exchange, c.ticker, s.ex_date::text AS "exDate", s.ratio
    FROM splits s JOIN companies c ON c.id = s.company_id
    WHERE c.delisted_on IS NULL AND s.ratio >= 2
      AND NOT EXISTS (SELECT 1 FROM splits o WHERE o.company_id = c.id AND o.ex_date <> s.ex_date
                      AND abs(o.ex_date - s.ex_date) < 400)
      AND EXISTS (SELECT 1 FROM latest l WHERE l.company_id = c.id AND l.k <= 11 AND l.filed_on >= s.ex_date)
      AND EXISTS (SELECT 1 FROM latest l WHERE l.company_id = c.id AND l.k <= 12 AND l.filed_on < s.ex_date)
      AND NOT EXISTS (SELECT 1 FROM latest l WHERE l.company_id = c.id AND l.k <= 12 AND l.net_income <= 0)
    ORDER BY s.ex_date DESC, c.id LIMIT 1`.execute(db);
  expect(rows, "the e2e market holds a company that split inside its listed quarters").toHaveLength(1);
  const split = rows[0]!;

  const quarters = await db
    .selectFrom("fundamentals")
    .select(["fiscal_year", "fiscal_quarter", sql<string>`filed_on::text`.as("filed"), "eps", "net_income"])
    .where("company_id", "=", split.id)
    .where("period", "=", "Q")
    .orderBy("period_end", "desc")
    .limit(12)
    .execute();
  const after = quarters.findLastIndex((q) => q.filed >= split.exDate); // the first report after
  const before = after + 1;
  const [a, b] = [quarters[after]!, quarters[before]!];
  const perIncome = (eps: number, q: { net_income: unknown }) => eps / Number(q.net_income);
  // As stored (as reported), EPS per dollar of net income falls by the split's ratio.
  expect(perIncome(Number(a.eps), a) / perIncome(Number(b.eps), b)).toBeLessThan(1 / split.ratio + 0.2);

  await open(page, `/stocks/us/${split.exchange.toLowerCase()}/${split.ticker.toLowerCase()}/earnings`);
  const table = page.getByRole("region", { name: /^Quarterly earnings per share and revenue of / });
  const shown = async (q: { fiscal_year: number; fiscal_quarter: number | null }) =>
    money(
      (await table
        .getByRole("row", { name: new RegExp(`^Q${q.fiscal_quarter} ${q.fiscal_year}\\b`) })
        .getByRole("cell")
        .nth(2)
        .textContent()) ?? "",
    );
  const [epsAfter, epsBefore] = [await shown(a), await shown(b)];
  // As shown, the split is no jump: EPS follows net income across it (shares drift a little).
  expect(Math.abs(perIncome(epsAfter, a) / perIncome(epsBefore, b) - 1)).toBeLessThan(0.15);
  await expect(page.getByRole("main")).toContainText(/today.s shares, adjusted for splits/);
});

test("every dividend payer's trailing yield counts at most a year's cadence of payments", async ({ page, db }) => {
  const asOf = (await sql<{ d: string }>`SELECT max(as_of)::text AS d FROM company_research`.execute(db)).rows[0]!.d;
  // Every payment in the 365 days to the as-of date and the four before, in today's shares.
  const { rows: payments } = await sql<{ companyId: number; exDate: string; amount: number; inWindow: boolean }>`
    SELECT d.company_id AS "companyId", d.ex_date::text AS "exDate",
      d.amount / (SELECT coalesce(exp(sum(ln(s.ratio))), 1) FROM splits s
                  WHERE s.company_id = d.company_id AND s.ex_date > d.ex_date) AS amount,
      d.ex_date > ${asOf}::date - 365 AS "inWindow"
    FROM dividends d WHERE d.ex_date <= ${asOf}::date AND d.ex_date > ${asOf}::date - 365 - 400
    ORDER BY d.company_id, d.ex_date`.execute(db);
  const byCompany = new Map<number, { exDate: string; amount: number; inWindow: boolean }[]>();
  for (const p of payments) byCompany.set(p.companyId, [...(byCompany.get(p.companyId) ?? []), p]);

  // The dividends tab of the screener, every page: each company's trailing and forward yield.
  const yields = new Map<number, { dy: number; fdy: number }>();
  for (let p = 1; p < 100; p++) {
    const res = await page.request.get(`/api/screener/companies?t=8&p=${p}`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { rows: { id: number; values: Record<string, unknown> }[] };
    if (body.rows.length === 0) break;
    for (const row of body.rows) {
      const { dy, fdy } = row.values;
      if (typeof dy === "number" && typeof fdy === "number" && dy > 0 && fdy > 0) yields.set(row.id, { dy, fdy });
    }
  }
  expect(yields.size, "the e2e market has dividend payers").toBeGreaterThan(5);

  let steady = 0;
  for (const [id, { dy, fdy }] of yields) {
    const list = byCompany.get(id) ?? [];
    const inWindow = list.filter((p) => p.inWindow);
    expect(inWindow.length, `company ${id} has payments in the window`).toBeGreaterThan(0);
    const latest = inWindow.at(-1)!.amount;
    const largest = Math.max(...inWindow.map((p) => p.amount));
    // Trailing = at most a year's cadence of payments <= that many times the largest, and the
    // forward yield is that many times the latest: a fifth payment would break this.
    // (Yields in percent at four decimals: 0.0002 points of rounding.)
    expect(dy, `company ${id}: trailing ${dy} against forward ${fdy}`).toBeLessThanOrEqual(
      (fdy * largest * 1.001) / latest + 0.0002,
    );
    // A steady quarterly payer (the same amount, about a quarter apart, a year of it): the
    // trailing yield is the forward yield, not a quarter more.
    const gaps = list.slice(1).map((p, i) => (Date.parse(p.exDate) - Date.parse(list[i]!.exDate)) / 86_400_000);
    const quarterly = gaps.length >= 4 && gaps.slice(-4).every((g) => g >= 60 && g < 135);
    const same = inWindow.every((p) => Math.abs(p.amount / latest - 1) < 1e-9);
    if (quarterly && same && inWindow.length >= 4 && fdy >= 0.1) {
      steady++;
      expect(Math.abs(dy / fdy - 1), `company ${id}: steady payer's trailing against forward`).toBeLessThan(0.005);
    }
  }
  expect(steady, "some payers pay the same every quarter").toBeGreaterThan(0);
});
