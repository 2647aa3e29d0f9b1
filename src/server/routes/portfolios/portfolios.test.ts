import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import { jsonCaller } from "../../../../test/support/signed-in-call";
import { insertSignedInUser, type SignedInUser } from "../../../../test/support/fixtures";
import type { ImportPreview, Portfolio, PortfolioReport } from "../../../domain/contracts/portfolios";
import { OWN_LAYOUT_HEADER, OWN_LAYOUT_MAPPING } from "../../../../test/support/own-layout";

// Portfolios API against a small demo market: portfolios and transactions by hand, all-or-nothing
// writes, broker files (a preset and a member's own columns) imported once however often they
// are sent, unknown tickers listed, and another member never reaching someone's portfolio.

describe("portfolios API", () => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let companies: { id: number; ticker: string }[];
  beforeAll(async () => {
    t = await createTestApp();
    await runMarketPipeline(t.database.pool, {
      data: demoBuild({ companies: 12, seed: "portfolios-api", asOf: "2019-06-28" }),
      skip: ["rating"],
    });
    await t.app.screener.reload();
    companies = await t.database.db.selectFrom("companies").select(["id", "ticker"]).orderBy("id").execute();
    alice = await insertSignedInUser(t.database.db, {});
    bob = await insertSignedInUser(t.database.db, {});
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const call = jsonCaller(() => t.app);
  const error = (res: { json: <T>() => T }) =>
    res.json<{ error: { code: string; message: string; details?: unknown } }>().error;
  const create = async (user: SignedInUser, name: string) =>
    (await call("POST", "/api/users/portfolios", user, { portfolio: { name } })).json<{ portfolio: Portfolio }>()
      .portfolio;
  const buy = (companyId: number, date: string, shares: number, price: number) => ({
    transaction: { date, kind: "buy", company_id: companyId, shares, price, fee: 1 },
  });

  it("refuses guests with 401 and writes without the anti-forgery header with 403", async () => {
    const guest = await t.app.inject({ method: "GET", url: "/api/users/portfolios" });
    expect(guest.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/users/portfolios",
      headers: { cookie: alice.cookie, "content-type": "application/json" },
      payload: JSON.stringify({ portfolio: { name: "X" } }),
    });
    expect(forged.statusCode).toBe(403);
  });

  it("keeps transactions by hand and derives holdings, cost and gains from them", async () => {
    const p = await create(alice, "Core");
    expect(p.url).toBe(`/users/portfolios/${p.id}`);
    const [a, b] = companies;
    expect(
      (await call("POST", `/api/users/portfolios/${p.id}/transactions`, alice, buy(a!.id, "2019-01-07", 10, 50)))
        .statusCode,
    ).toBe(201);
    expect(
      (await call("POST", `/api/users/portfolios/${p.id}/transactions`, alice, buy(a!.id, "2019-02-04", 10, 70)))
        .statusCode,
    ).toBe(201);
    const sold = await call("POST", `/api/users/portfolios/${p.id}/transactions`, alice, {
      transaction: { date: "2019-03-04", kind: "sell", company_id: a!.id, shares: 5, price: 80 },
    });
    expect(sold.statusCode).toBe(201);
    // A form gives the ticker, not the id.
    const byTicker = await call("POST", `/api/users/portfolios/${p.id}/transactions`, alice, {
      transaction: { date: "2019-03-05", kind: "buy", ticker: b!.ticker.toLowerCase(), shares: 3, price: 20, fee: 1 },
    });
    expect(byTicker.statusCode).toBe(201);
    expect(byTicker.json<{ transaction: { companyId: number } }>().transaction.companyId).toBe(b!.id);
    const noSuch = await call("POST", `/api/users/portfolios/${p.id}/transactions`, alice, {
      transaction: { date: "2019-03-05", kind: "buy", ticker: "NOSUCH", shares: 3, price: 20 },
    });
    expect(noSuch.statusCode).toBe(404);
    expect(error(noSuch).code).toBe("COMPANY_NOT_FOUND");

    const res = await call("GET", `/api/users/portfolios/${p.id}`, alice);
    expect(res.statusCode).toBe(200);
    const report = res.json<PortfolioReport>();
    expect(report.asOf).toBe("2019-06-28");
    expect(report.dataSource).toBe("demo");
    const first = report.holdings.find((h) => h.companyId === a!.id)!;
    expect(first.shares).toBe(15);
    // Average cost (500 + 1 + 700 + 1) / 20 = 60.1; the sale realises 5 x 80 - 60.1 x 5.
    expect(first.averageCost).toBeCloseTo(60.1, 9);
    expect(first.realised).toBeCloseTo(400 - 300.5, 9);
    expect(first.price).toBeGreaterThan(0);
    expect(first.unrealised).toBeCloseTo(first.value - first.cost, 9);
    expect(report.totals.holdingsValue).toBeCloseTo(
      report.holdings.reduce((s, h) => s + h.value, 0),
      6,
    );
    expect(report.performance.periods.map((x) => x.period)).toEqual(["1M", "YTD", "1Y", "3Y", "ALL"]);
    const all = report.performance.periods.find((x) => x.period === "ALL")!;
    expect(all.timeWeighted).not.toBeNull();
    expect(all.market).not.toBeNull();
    expect(report.performance.periods.find((x) => x.period === "1Y")!.timeWeighted).toBeNull();
    expect(report.performance.series.length).toBeGreaterThanOrEqual(6);
    expect(report.allocation.sectors.reduce((s, x) => s + x.weight, 0)).toBeCloseTo(1, 9);
    // Grades are Premium: a free member's answer carries none.
    expect(report.allocation.grades).toBeNull();
    expect(report.holdings.every((h) => h.grade === null)).toBe(true);
    expect(report.income.months).toHaveLength(18);
    expect(report.screenerUrl).toBe(`/stock-screener?u=portfolio:${p.id}`);
  });

  it("refuses a sale of shares not held, or a change that leaves one, writing nothing", async () => {
    const p = await create(alice, "Strict");
    const [a] = companies;
    const first = await call(
      "POST",
      `/api/users/portfolios/${p.id}/transactions`,
      alice,
      buy(a!.id, "2019-01-07", 10, 50),
    );
    const id = first.json<{ transaction: { id: number } }>().transaction.id;
    const over = await call("POST", `/api/users/portfolios/${p.id}/transactions`, alice, {
      transaction: { date: "2019-02-01", kind: "sell", company_id: a!.id, shares: 11, price: 60 },
    });
    expect(over.statusCode).toBe(422);
    expect(error(over).code).toBe("PORTFOLIO_SELL_EXCEEDS_HOLDING");
    await call("POST", `/api/users/portfolios/${p.id}/transactions`, alice, {
      transaction: { date: "2019-02-01", kind: "sell", company_id: a!.id, shares: 10, price: 60 },
    });
    const gone = await call("DELETE", `/api/users/portfolios/${p.id}/transactions/${id}`, alice);
    expect(gone.statusCode).toBe(422);
    const report = (await call("GET", `/api/users/portfolios/${p.id}`, alice)).json<PortfolioReport>();
    expect(report.transactions).toHaveLength(2);
    const missing = await call("POST", `/api/users/portfolios/${p.id}/transactions`, alice, {
      transaction: { date: "2019-02-01", kind: "buy", company_id: a!.id, shares: 1 },
    });
    expect(missing.statusCode).toBe(400);
    expect(error(missing).code).toBe("PORTFOLIO_TRANSACTION_INVALID");
    const late = await call(
      "POST",
      `/api/users/portfolios/${p.id}/transactions`,
      alice,
      buy(a!.id, "2020-01-06", 1, 5),
    );
    expect(late.statusCode).toBe(422);
    expect(error(late).code).toBe("PORTFOLIO_DATE_OUT_OF_RANGE");
  });

  const schwabFile = (rows: string[]) =>
    [
      `"Transactions  for account Individual ...123"`,
      `"Date","Action","Symbol","Description","Quantity","Price","Fees & Comm","Amount"`,
      ...rows,
      `"Transactions Total","","","","","","",""`,
    ].join("\n");

  it("imports a broker's file once: a preview writes nothing, the same file again adds nothing, unknown tickers are listed", async () => {
    const p = await create(alice, "From Schwab");
    const [a, b] = companies;
    const csv = schwabFile([
      `"02/01/2019","Buy","${a!.ticker}","A","10","$40.00","$1.00","-$401.00"`,
      `"02/01/2019","Buy","${a!.ticker}","A","10","$40.00","$1.00","-$401.00"`,
      `"03/01/2019","Buy","${b!.ticker}","B","4","$25.00","","-$100.00"`,
      `"03/15/2019","Cash Dividend","${a!.ticker}","A","","","","$3.00"`,
      `"04/01/2019","Buy","ZZZZ","Not ours","1","$10.00","","-$10.00"`,
      `"04/02/2019","Journal","","Journal","","","","$1.00"`,
    ]);
    const body = { file_name: "schwab.csv", csv };
    const preview = await call("POST", `/api/users/portfolios/${p.id}/imports/preview`, alice, body);
    expect(preview.statusCode).toBe(200);
    const seen = preview.json<ImportPreview>();
    expect(seen.layout).toBe("schwab");
    expect(seen.added).toBe(4);
    expect(seen.unknown).toEqual([{ ticker: "ZZZZ", lines: [7] }]);
    expect(seen.skipped).toEqual([{ line: 8, action: "Journal" }]);
    expect(
      (await call("GET", `/api/users/portfolios/${p.id}`, alice)).json<PortfolioReport>().transactions,
    ).toHaveLength(0);

    const first = await call("POST", `/api/users/portfolios/${p.id}/imports`, alice, body);
    expect(first.statusCode).toBe(201);
    expect(first.json<{ import: ImportPreview }>().import.added).toBe(4);
    const again = await call("POST", `/api/users/portfolios/${p.id}/imports`, alice, body);
    expect(again.json<{ import: ImportPreview }>().import).toMatchObject({ added: 0, already: 4 });
    const report = (await call("GET", `/api/users/portfolios/${p.id}`, alice)).json<PortfolioReport>();
    expect(report.transactions).toHaveLength(4);
    expect(report.holdings.find((h) => h.companyId === a!.id)!.shares).toBe(20);
    expect(report.imports[0]!.unknown).toEqual([{ ticker: "ZZZZ", lines: [7] }]);
    expect(report.income.events.some((e) => e.status === "received" && e.amount === 3)).toBe(true);
  });

  it("rejects a file with a malformed row whole, naming file, line and reason", async () => {
    const p = await create(alice, "Malformed");
    const [a] = companies;
    const csv = schwabFile([
      `"02/01/2019","Buy","${a!.ticker}","A","10","$40.00","","-$400.00"`,
      `"02/31/2019","Buy","${a!.ticker}","A","10","$40.00","","-$400.00"`,
    ]);
    const res = await call("POST", `/api/users/portfolios/${p.id}/imports`, alice, { file_name: "bad.csv", csv });
    expect(res.statusCode).toBe(422);
    expect(error(res).code).toBe("PORTFOLIO_IMPORT_INVALID");
    expect(error(res).details).toEqual({ file: "bad.csv", line: 4, reason: 'The date "02/31/2019" is not a date.' });
    expect(
      (await call("GET", `/api/users/portfolios/${p.id}`, alice)).json<PortfolioReport>().transactions,
    ).toHaveLength(0);
  });

  it("asks for the columns of a file of another layout and remembers them for the next file like it", async () => {
    const p = await create(alice, "Generic");
    const [a] = companies;
    const csv = `${OWN_LAYOUT_HEADER.join(",")}\n2019-02-04,Bought,${a!.ticker},2,30,0,-60\n`;
    const unknown = await call("POST", `/api/users/portfolios/${p.id}/imports/preview`, alice, {
      file_name: "mine.csv",
      csv,
    });
    expect(unknown.statusCode).toBe(422);
    expect(error(unknown).code).toBe("PORTFOLIO_IMPORT_LAYOUT_UNKNOWN");
    expect((error(unknown).details as { header: string[] }).header).toEqual(OWN_LAYOUT_HEADER);
    const done = await call("POST", `/api/users/portfolios/${p.id}/imports`, alice, {
      file_name: "mine.csv",
      csv,
      mapping: OWN_LAYOUT_MAPPING,
    });
    expect(done.statusCode).toBe(201);
    expect(done.json<{ import: ImportPreview }>().import.added).toBe(1);
    const next = `${csv}2019-03-04,Sold,${a!.ticker},1,35,0,35\n`;
    const remembered = await call("POST", `/api/users/portfolios/${p.id}/imports`, alice, {
      file_name: "mine-2.csv",
      csv: next,
    });
    expect(remembered.statusCode).toBe(201);
    expect(remembered.json<{ import: ImportPreview }>().import).toMatchObject({
      layout: "mapping",
      added: 1,
      already: 1,
    });
  });

  it("answers another member's portfolio as an unknown one everywhere: report, export, changes, imports", async () => {
    const p = await create(alice, "Private");
    const [a] = companies;
    const made = await call(
      "POST",
      `/api/users/portfolios/${p.id}/transactions`,
      alice,
      buy(a!.id, "2019-01-07", 1, 50),
    );
    const tid = made.json<{ transaction: { id: number } }>().transaction.id;
    const attempts = [
      await call("GET", `/api/users/portfolios/${p.id}`, bob),
      await call("GET", `/api/users/portfolios/${p.id}/export`, bob),
      await call("PATCH", `/api/users/portfolios/${p.id}`, bob, { portfolio: { name: "Mine" } }),
      await call("DELETE", `/api/users/portfolios/${p.id}`, bob),
      await call("POST", `/api/users/portfolios/${p.id}/transactions`, bob, buy(a!.id, "2019-01-07", 1, 50)),
      await call("PATCH", `/api/users/portfolios/${p.id}/transactions/${tid}`, bob, buy(a!.id, "2019-01-07", 2, 50)),
      await call("DELETE", `/api/users/portfolios/${p.id}/transactions/${tid}`, bob),
      await call("POST", `/api/users/portfolios/${p.id}/imports/preview`, bob, {
        file_name: "x.csv",
        csv: "a,b\n1,2\n",
      }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(error(res)).toMatchObject({ code: "PORTFOLIO_NOT_FOUND", message: "No portfolio found!" });
    }
    const bobs = (await call("GET", "/api/users/portfolios", bob)).json<{ portfolios: Portfolio[] }>().portfolios;
    expect(bobs).toEqual([]);

    // The pages answer alike: the owner's page, another member's 404, a guest asked to sign in.
    const page = (user: SignedInUser | null, url: string) =>
      t.app.inject({ method: "GET", url, headers: user ? { cookie: user.cookie } : {} });
    const own = await page(alice, `/users/portfolios/${p.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain("Private");
    expect((await page(bob, `/users/portfolios/${p.id}`)).statusCode).toBe(404);
    const guest = await page(null, `/users/portfolios/${p.id}`);
    expect(guest.statusCode).toBe(200);
    expect(guest.body).not.toContain("Private");
    expect((await page(bob, `/stock-screener?u=portfolio:${p.id}`)).statusCode).toBe(404);
    const listed = await page(alice, "/users/portfolios");
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain(`/users/portfolios/${p.id}`);
  });

  it("screens only the companies a portfolio holds or a watchlist lists, for their owner alone", async () => {
    const p = await create(alice, "Screened");
    const [a, b, c] = companies;
    await call("POST", `/api/users/portfolios/${p.id}/transactions`, alice, buy(a!.id, "2019-01-07", 2, 50));
    await call("POST", `/api/users/portfolios/${p.id}/transactions`, alice, buy(b!.id, "2019-01-07", 2, 50));
    await call("POST", `/api/users/portfolios/${p.id}/transactions`, alice, {
      transaction: { date: "2019-02-01", kind: "sell", company_id: b!.id, shares: 2, price: 60 },
    });
    const ids = (res: { json: <T>() => T }) => res.json<{ rows: { id: number }[] }>().rows.map((r) => r.id);
    const screened = await call("GET", `/api/screener/companies?u=portfolio:${p.id}`, alice);
    expect(screened.statusCode).toBe(200);
    expect(ids(screened)).toEqual([a!.id]);
    const count = await call("GET", `/api/screener/companies/count?u=portfolio%3A${p.id}`, alice);
    expect(count.json<{ count: number }>().count).toBe(1);
    // A company filter in the screen keeps only the list's companies among its own.
    const both = await call("GET", `/api/screener/companies?f[cid]=${a!.id},${c!.id}&u=portfolio:${p.id}`, alice);
    expect(ids(both)).toEqual([a!.id]);
    const none = await call("GET", `/api/screener/companies?f[cid]=${c!.id}&u=portfolio:${p.id}`, alice);
    expect(none.json<{ total: number }>().total).toBe(0);

    const watchlist = await t.database.db
      .insertInto("watchlists")
      .values({ user_id: alice.userId, name: "Watched", subscription_frequency: "weekly" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto("watchlist_companies")
      .values({ watchlist_id: watchlist.id, company_id: c!.id })
      .execute();
    expect(ids(await call("GET", `/api/screener/companies?u=watchlist:${watchlist.id}`, alice))).toEqual([c!.id]);

    for (const url of [`/api/screener/companies?u=portfolio:${p.id}`, `/api/screener/export?u=portfolio:${p.id}`]) {
      const res = await call("GET", url, bob);
      expect(res.statusCode).toBe(404);
      expect(error(res).code).toBe("PORTFOLIO_NOT_FOUND");
    }
    const theirs = await call("GET", `/api/screener/companies?u=watchlist:${watchlist.id}`, bob);
    expect(error(theirs).code).toBe("WATCHLIST_NOT_FOUND");
    const guest = await t.app.inject({ method: "GET", url: `/api/screener/companies?u=portfolio:${p.id}` });
    expect(guest.statusCode).toBe(404);
    const bad = await call("GET", "/api/screener/companies?u=everything", alice);
    expect(bad.statusCode).toBe(400);
    expect(error(bad).details).toMatchObject({ parameter: "u" });
  });

  it("gives a Premium member the Zen Rating allocation and column that a free member's answers leave out", async () => {
    const carol = await insertSignedInUser(t.database.db, { premium: true });
    const p = await create(carol, "Graded");
    const [a] = companies;
    await call("POST", `/api/users/portfolios/${p.id}/transactions`, carol, buy(a!.id, "2019-01-07", 2, 50));
    const report = (await call("GET", `/api/users/portfolios/${p.id}`, carol)).json<PortfolioReport>();
    // This market is built without ratings: every holding is "Not rated", but the grade view is there.
    expect(report.allocation.grades).toEqual([{ label: "Not rated", value: report.totals.holdingsValue, weight: 1 }]);
    const csv = await call("GET", `/api/users/portfolios/${p.id}/export?what=holdings`, carol);
    expect(csv.body.split("\r\n")[0]).toContain("Zen Rating");
  });

  it("exports transactions and holdings as CSV, and deletes a portfolio with its data", async () => {
    const p = await create(alice, "Short-lived");
    const [a] = companies;
    await call("POST", `/api/users/portfolios/${p.id}/transactions`, alice, buy(a!.id, "2019-01-07", 3, 50));
    const tx = await call("GET", `/api/users/portfolios/${p.id}/export`, alice);
    expect(tx.headers["content-type"]).toContain("text/csv");
    expect(tx.body.split("\r\n")[0]).toBe("Date,Kind,Ticker,Company,Shares,Price,Amount,Fee");
    expect(tx.body).toContain(`2019-01-07,buy,${a!.ticker}`);
    const holdings = await call("GET", `/api/users/portfolios/${p.id}/export?what=holdings`, alice);
    expect(holdings.body.split("\r\n")[0]).not.toContain("Zen Rating");
    expect(holdings.body).toContain(`${a!.ticker},`);
    expect((await call("DELETE", `/api/users/portfolios/${p.id}`, alice)).statusCode).toBe(204);
    expect((await call("GET", `/api/users/portfolios/${p.id}`, alice)).statusCode).toBe(404);
    const left = await t.database.db
      .selectFrom("portfolio_transactions")
      .select("id")
      .where("portfolio_id", "=", p.id)
      .execute();
    expect(left).toEqual([]);
  });
});
