import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { verifyLedger, type FillBody } from "../../domain/zen-investor/ledger";
import { demoBuild, demoUpdate } from "../../market/pipeline/data-steps";
import { runMarketPipeline } from "../../market/pipeline/market-pipeline";
import { readLedger } from "../../market/zen-investor/ledger-store";
import { marketUpdateIds, readRecord } from "../../market/zen-investor/record-store";
import { loadConfig } from "../config";
import { createLogger } from "../plugins/request-logging";
import { zenInvestorLedger } from "./zen-investor-ledger";

// The nightly ledger on a small demo market: written from 2003, checked by anyone with the
// verifier, the same on a second night, and never rewritten when a stored entry was changed.

describe("the zen-investor-ledger job", () => {
  let t: TestDatabase;
  const log = createLogger("info", new Writable({ write: (_c, _e, done) => done() }));
  const run = () =>
    zenInvestorLedger.run(
      { config: loadConfig({ NODE_ENV: "test" }), db: t.db, pool: t.pool, log, signal: new AbortController().signal },
      {},
    );

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t?.close());

  it("writes nothing while there is no market", async () => {
    await run();
    expect(await readLedger(t.pool)).toEqual([]);
  });

  it("writes the record from 2003 as a verifiable hash chain, and only what is new on the next night", async () => {
    await runMarketPipeline(t.pool, {
      data: demoBuild({ companies: 12, seed: "strategies", asOf: "2005-06-30" }),
      ratingWorkers: 0,
    });
    await run();
    const entries = await readLedger(t.pool);
    expect(entries.length).toBeGreaterThan(0);
    expect(verifyLedger(entries)).toEqual({ ok: true, entries: entries.length });
    expect(entries[0]!.date >= "2003-01-01").toBe(true);
    // Launched in 2026: the whole record is a backtest.
    expect(new Set(entries.map((e) => e.phase))).toEqual(new Set(["backtest"]));
    for (const e of entries.filter((x) => x.kind === "fill"))
      expect(e.date > (e.body as FillBody).alertDate).toBe(true);
    await run();
    expect(await readLedger(t.pool)).toEqual(entries);
    // The public pages' record and market updates come from the same run.
    const record = await readRecord(t.db);
    expect(record).toMatchObject({ asOf: "2005-06-30", launchedOn: "2026-12-01" });
    expect(record!.figures.live).toBeNull();
    const fills = entries.filter((e) => e.kind === "fill" && (e.body as FillBody).price !== null);
    expect(record!.positions.length).toBe(fills.filter((e) => e.side === "buy").length);
    expect((await marketUpdateIds(t.db))[0]).toBe("2005-05");
  });

  it("after the nightly update, appends the new days' entries and keeps every stored one", async () => {
    const before = await readLedger(t.pool);
    await runMarketPipeline(t.pool, { data: demoUpdate("2005-09-30"), ratingWorkers: 0 });
    await run();
    const after = await readLedger(t.pool);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.length).toBeGreaterThan(before.length);
    expect(after[after.length - 1]!.date > "2005-06-30").toBe(true);
    expect(verifyLedger(after)).toEqual({ ok: true, entries: after.length });
  });

  it("refuses to go on from a changed past entry and leaves the table as it is", async () => {
    await t.pool.query(
      "UPDATE zen_investor_ledger SET side = CASE side WHEN 'buy' THEN 'sell' ELSE 'buy' END WHERE seq = 1",
    );
    const before = await readLedger(t.pool);
    await expect(run()).rejects.toThrow(/entry 1: the stored ledger breaks \(hash\)/);
    expect(await readLedger(t.pool)).toEqual(before);
  });
});
