import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifyMarketChanged } from "../../market/market-events";
import { writePriceHistory } from "../../market/price-store";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { openCompanyIndex, type LiveCompanyIndex } from "./company-index";
import { eventually } from "../../../test/support/eventually";

const log = pino({ level: "silent" });
let database: TestDatabase;

async function addCompany(ticker: string, name: string, shares: number | null, close: number | null): Promise<number> {
  const { id } = await database.db
    .insertInto("companies")
    .values({ exchange: "NYSE", ticker, name, shares_outstanding: shares, source: "demo" })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (close !== null) {
    await writePriceHistory(database.db, id, [
      { date: "2024-12-30", open: close, high: close, low: close, close: close / 2, adjClose: close / 2, volume: 10 },
      { date: "2025-01-02", open: close, high: close, low: close, close, adjClose: close, volume: 10 },
    ]);
  }
  return id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await addCompany("BIG", "Big Holdings", 1_000_000, 50);
  await addCompany("BIGS", "Bigsmall Corp", 10, 1);
  await addCompany("BIGN", "Bignone Inc.", null, 5);
  await addCompany("BIGP", "Bigprice Inc.", 5, null);
});

afterAll(() => database?.close());

describe("the live company index", () => {
  it("loads listed companies with market cap = latest close x shares, unknown caps last", async () => {
    const index = await openCompanyIndex({ db: database.db, log });
    try {
      expect(index.size).toBe(4);
      expect(index.search("big").map((h) => [h.company.ticker, h.company.marketCap])).toEqual([
        ["BIG", 50_000_000],
        ["BIGS", 10],
        ["BIGN", null],
        ["BIGP", null],
      ]);
    } finally {
      await index.close();
    }
  });

  it("rebuilds on reload(), sharing one extra rebuild between calls made during one", async () => {
    const index = await openCompanyIndex({ db: database.db, log });
    const id = await addCompany("RLD", "Reload Industries", 1, 1);
    try {
      await Promise.all([index.reload(), index.reload(), index.reload()]);
      expect(index.search("rld")[0]?.company.name).toBe("Reload Industries");
    } finally {
      await database.db.deleteFrom("companies").where("id", "=", id).execute();
      await index.close();
    }
  });

  describe("with a pool to listen on", () => {
    let index: LiveCompanyIndex;
    beforeAll(async () => {
      index = await openCompanyIndex({ db: database.db, pool: database.pool, log, retryMs: 20 });
    });
    afterAll(() => index.close());

    it("rebuilds when told the market changed", async () => {
      const id = await addCompany("NTF", "Notified Systems", 1, 1);
      await notifyMarketChanged(database.pool);
      await eventually(() => index.search("ntf").length === 1, "the new company");
      await database.db.deleteFrom("companies").where("id", "=", id).execute();
      await notifyMarketChanged(database.pool);
      await eventually(() => index.search("ntf").length === 0, "the company to go");
    });

    it("listens again, and catches up, after losing its connection", async () => {
      await database.pool.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'",
      );
      // A change made while nobody listens is picked up by the rebuild after reconnecting.
      const id = await addCompany("LST", "Lost Connection Co", 1, 1);
      await eventually(() => index.search("lst").length === 1, "the rebuild after reconnecting");
      await database.db.deleteFrom("companies").where("id", "=", id).execute();
      await notifyMarketChanged(database.pool);
      await eventually(() => index.search("lst").length === 0, "a notification on the new connection");
    });

    it("stops listening when closed", async () => {
      const other = await openCompanyIndex({ db: database.db, pool: database.pool, log });
      const listeners = async () =>
        Number(
          (
            await database.pool.query<{ n: string }>(
              "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'",
            )
          ).rows[0]!.n,
        );
      expect(await listeners()).toBe(2);
      await other.close();
      const id = await addCompany("CLS", "Closed Co", 1, 1);
      await notifyMarketChanged(database.pool);
      await new Promise((r) => setTimeout(r, 200));
      expect(other.search("cls")).toEqual([]);
      await database.db.deleteFrom("companies").where("id", "=", id).execute();
    });
  });
});
