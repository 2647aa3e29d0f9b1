import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/support/database";
import { ensureTaxonomy } from "../taxonomy-store";
import { upsertCompanies, type CompanyFacts, type UpsertOptions } from "./companies";

describe("upsertCompanies", () => {
  const database = useTestDatabase((d) => ensureTaxonomy(d.db));
  beforeEach(async () => {
    await database.db.deleteFrom("companies").execute();
  });

  const upsert = (facts: CompanyFacts[], options: UpsertOptions = { defaultExchange: "NYSE" }) =>
    database.db.transaction().execute((trx) => upsertCompanies(trx, facts, options));
  const all = () =>
    database.db
      .selectFrom("companies")
      .select([
        "id",
        "exchange",
        "ticker",
        "name",
        "sector_id",
        "industry_id",
        "cik",
        "description",
        "country",
        "source",
      ])
      .orderBy("id")
      .execute();

  it("creates missing companies with the default exchange and the ticker as a placeholder name", async () => {
    const result = await upsert([
      { ticker: "AAA" },
      { ticker: "BBB", exchange: "NASDAQ", name: "Bee Inc.", sectorId: 10, industryId: 136, cik: 7 },
    ]);
    expect(result.created).toBe(2);
    expect(await all()).toEqual([
      {
        id: result.ids.get("AAA"),
        exchange: "NYSE",
        ticker: "AAA",
        name: "AAA",
        sector_id: null,
        industry_id: null,
        cik: null,
        description: null,
        country: "United States",
        source: "import",
      },
      {
        id: result.ids.get("BBB"),
        exchange: "NASDAQ",
        ticker: "BBB",
        name: "Bee Inc.",
        sector_id: 10,
        industry_id: 136,
        cik: 7,
        description: null,
        country: "United States",
        source: "import",
      },
    ]);
  });

  it("fills what is unknown and never overwrites a known value with another or an empty one", async () => {
    await upsert([{ ticker: "AAA" }, { ticker: "BBB", name: "Bee Inc.", sectorId: 10, cik: 7, description: "Known." }]);
    const result = await upsert([
      {
        ticker: "AAA",
        name: "Aaa Corp",
        sectorId: 5,
        industryId: 57,
        cik: 1,
        description: "Drills.",
        country: "Canada",
      },
      { ticker: "BBB", name: "BEE INC", sectorId: 8, industryId: 90, cik: 99, description: null, country: null },
    ]);
    expect(result).toMatchObject({ created: 0, updated: 1 });
    const [a, b] = await all();
    expect(a).toMatchObject({
      name: "Aaa Corp",
      sector_id: 5,
      industry_id: 57,
      cik: 1,
      description: "Drills.",
      country: "Canada",
    });
    expect(b).toMatchObject({ name: "Bee Inc.", sector_id: 10, industry_id: null, cik: 7, description: "Known." });
  });

  it("fills an industry only inside the sector the company already has", async () => {
    await upsert([
      { ticker: "AAA", sectorId: 10 },
      { ticker: "BBB", sectorId: 10 },
    ]);
    await upsert([
      { ticker: "AAA", sectorId: 10, industryId: 136 },
      { ticker: "BBB", sectorId: 5, industryId: 57 },
    ]);
    expect((await all()).map((c) => [c.sector_id, c.industry_id])).toEqual([
      [10, 136],
      [10, null],
    ]);
  });

  it("matches by ticker alone when the exchange differs; only an authoritative file corrects the exchange", async () => {
    const { ids } = await upsert([{ ticker: "AAA" }]);
    const universe = await upsert([{ ticker: "AAA", exchange: "NASDAQ" }], { defaultExchange: "NYSE" });
    expect(universe).toMatchObject({ created: 0, updated: 0 });
    expect((await all())[0]).toMatchObject({ id: ids.get("AAA"), exchange: "NYSE" });
    const sec = await upsert([{ ticker: "AAA", exchange: "NASDAQ" }], {
      defaultExchange: "NYSE",
      correctsExchange: true,
    });
    expect(sec).toMatchObject({ created: 0, updated: 1 });
    expect(await all()).toEqual([expect.objectContaining({ id: ids.get("AAA"), exchange: "NASDAQ" })]);
  });

  it("prefers the listing on the named exchange when a ticker has several", async () => {
    await database.db
      .insertInto("companies")
      .values({ exchange: "NYSE", ticker: "DUP", name: "On NYSE", source: "demo" })
      .execute();
    const { id } = await database.db
      .insertInto("companies")
      .values({ exchange: "AMEX", ticker: "DUP", name: "DUP", source: "import" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const result = await upsert([{ ticker: "DUP", exchange: "AMEX", name: "On AMEX" }]);
    expect(result.ids.get("DUP")).toBe(id);
    expect((await all()).map((c) => c.name)).toEqual(["On NYSE", "On AMEX"]);
  });

  it("writes thousands of companies in a few statements", async () => {
    const facts = Array.from({ length: 2500 }, (_, i) => ({
      ticker: `T${i}`,
      exchange: "NASDAQ" as const,
      name: `Company ${i}`,
    }));
    expect((await upsert(facts)).created).toBe(2500);
    const again = await upsert(facts.map((f) => ({ ...f, cik: 1000 + Number(f.ticker.slice(1)) })));
    expect(again).toMatchObject({ created: 0, updated: 2500 });
    expect((await all()).filter((c) => c.cik === null)).toEqual([]);
  });
});
