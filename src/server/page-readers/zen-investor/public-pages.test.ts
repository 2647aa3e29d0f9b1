import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../test/support/database";
import type { MarketLabel } from "../../../domain/contracts/market";
import { verifyLedger, type LedgerEntry } from "../../../domain/zen-investor/ledger";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { readLedger } from "../../../market/zen-investor/ledger-store";
import { readRecord } from "../../../market/zen-investor/record-store";
import { loadConfig } from "../../config";
import { zenInvestorLedger } from "../../jobs/zen-investor-ledger";
import { createLogger } from "../../plugins/request-logging";
import { lockedFrom } from "../../policies/zen-investor";
import { zenInvestorPublicReader } from "./public-pages";

// Zen Investor's public pages on a small demo market run by the nightly job: what a visitor
// without the plan gets holds no open position and nothing younger than the delay, the ledger they
// download verifies with the domain's verifier, and a subscriber gets it all.

const AS_OF = "2005-06-30";
const market: MarketLabel = { source: "demo", asOf: AS_OF } as MarketLabel;
const guest = { planTypes: [] };
const premium = { planTypes: ["premium" as const] };
const subscriber = { planTypes: ["zen_investor" as const] };

let t: TestDatabase;
let all: LedgerEntry[];
const cut = lockedFrom(AS_OF);

beforeAll(async () => {
  t = await createTestDatabase();
  await runMarketPipeline(t.pool, {
    data: demoBuild({ companies: 12, seed: "strategies", asOf: AS_OF }),
    ratingWorkers: 0,
  });
  const log = createLogger("info", new Writable({ write: (_c, _e, done) => done() }));
  await zenInvestorLedger.run(
    { config: loadConfig({ NODE_ENV: "test" }), db: t.db, pool: t.pool, log, signal: new AbortController().signal },
    {},
  );
  all = await readLedger(t.pool);
}, 120_000);
afterAll(() => t?.close());

const reader = (viewer: { planTypes: readonly ("premium" | "zen_investor" | "zen_strategies")[] }) =>
  zenInvestorPublicReader(t.db, viewer, market, "https://videos.example/zi");

describe("Zen Investor's public pages", () => {
  it("has alerts inside and outside the delay on this market (else the tests below prove nothing)", () => {
    expect(all.some((e) => e.kind === "alert" && e.date >= cut)).toBe(true);
    expect(all.some((e) => e.kind === "alert" && e.date < cut)).toBe(true);
  });

  it("gives a visitor without the plan the ledger up to the delay, which verifies, and a subscriber all of it", async () => {
    for (const viewer of [guest, premium]) {
      const { entries } = await reader(viewer).ledger();
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((e) => e.date < cut)).toBe(true);
      expect(entries).toEqual(all.slice(0, entries.length));
      // What is downloaded, as JSON, is what the verifier checks.
      expect(verifyLedger(JSON.parse(JSON.stringify(entries)) as LedgerEntry[])).toEqual({
        ok: true,
        entries: entries.length,
      });
    }
    const { entries } = await reader(subscriber).ledger();
    expect(entries).toEqual(all);
    expect(verifyLedger(entries).ok).toBe(true);
  });

  it("tampering with a downloaded entry is caught", async () => {
    const { entries } = await reader(guest).ledger();
    const copy = JSON.parse(JSON.stringify(entries)) as LedgerEntry[];
    copy[0]!.date = "2003-01-01" === copy[0]!.date ? "2003-01-02" : "2003-01-01";
    expect(verifyLedger(copy)).toMatchObject({ ok: false, seq: 1, problem: "hash" });
  });

  it("lists a visitor's past trades without open positions or ones closed within the delay", async () => {
    const record = (await readRecord(t.db))!;
    const open = record.positions.filter((p) => p.exitDate === null);
    const recent = record.positions.filter((p) => p.exitDate !== null && p.exitDate >= cut);
    expect(open.length + recent.length).toBeGreaterThan(0);
    const trades = await reader(guest).pastTrades(1);
    expect(trades.total).toBe(record.positions.length - open.length - recent.length);
    for (const p of trades.positions) {
      expect(p.exitDate).not.toBeNull();
      expect(p.exitDate! < cut).toBe(true);
      expect(p.buyId).not.toBeNull();
      expect(p.sellId).not.toBeNull();
    }
    const mine = await reader(subscriber).pastTrades(1);
    expect(mine.total).toBe(record.positions.length - open.length);
    expect(mine.lockedFrom).toBeNull();
  });

  it("locks an alert younger than the delay for a visitor (no company, no price) and opens it for a subscriber", async () => {
    const fresh = all.find((e) => e.kind === "alert" && e.date >= cut)!;
    const locked = await reader(guest).alert(fresh.side, fresh.seq);
    expect(locked).toEqual({
      locked: true,
      id: fresh.seq,
      side: fresh.side,
      date: fresh.date,
      unlocksOn: expect.any(String) as string,
    });
    expect(JSON.stringify(locked)).not.toContain(`"companyId"`);
    const open = await reader(subscriber).alert(fresh.side, fresh.seq);
    expect(open).toMatchObject({ locked: false, id: fresh.seq, company: { companyId: fresh.companyId } });
  });

  it("shows an old alert to anyone, with its fill at the next day's close and, for a sell, the position's return", async () => {
    const sell = all.find((e) => e.kind === "alert" && e.side === "sell" && e.date < "2005-01-01")!;
    const page = await reader(guest).alert("sell", sell.seq);
    expect(page).toMatchObject({ locked: false, side: "sell", date: sell.date });
    if (page?.locked !== false) throw new Error("unlocked expected");
    expect(page.fill!.date > sell.date).toBe(true);
    expect(page.position!.days).toBeGreaterThan(0);
    expect(page.company.url).toMatch(/^\/stocks\/us\//);
  });

  it("answers null (a 404) for an unknown id, a fill's number, or the other side", async () => {
    const fill = all.find((e) => e.kind === "fill")!;
    const buy = all.find((e) => e.kind === "alert" && e.side === "buy")!;
    expect(await reader(guest).alert("buy", all.length + 1)).toBeNull();
    expect(await reader(guest).alert(fill.side, fill.seq)).toBeNull();
    expect(await reader(guest).alert("sell", buy.seq)).toBeNull();
    expect(await reader(guest).alert("buy", Number.NaN)).toBeNull();
  });

  it("shows the landing's record, price and the public ledger's head", async () => {
    const landing = await reader(guest).landing();
    expect(landing.rule.length).toBeGreaterThan(3);
    expect(landing.price.yearlyCents).toBe(24_900);
    expect(landing.record!.whole.from >= "2003-01-01").toBe(true);
    expect(landing.record!.live).toBeNull();
    const visible = all.filter((e) => e.date < cut);
    expect(landing.ledger).toEqual({
      entries: visible.length,
      lastHash: visible.at(-1)!.hash,
      lastDate: visible.at(-1)!.date,
    });
    expect(landing.lockedFrom).toBe(cut);
    expect(landing.updates[0]).toBe("2005-05");
    expect((await reader(subscriber).landing()).ledger.entries).toBe(all.length);
  });

  it("reads a market update by month and a webinar by id; unknown ones are null", async () => {
    const update = await reader(guest).marketUpdate("2005-05");
    expect(update).toMatchObject({ update: { id: "2005-05", to: "2005-05-31" }, next: null, previous: "2005-04" });
    expect(await reader(guest).marketUpdate("2005-06")).toBeNull();
    expect(await reader(guest).marketUpdate("nope")).toBeNull();
    expect(await reader(guest).webinar("checking-the-ledger")).toMatchObject({
      videoUrl: "https://videos.example/zi/checking-the-ledger.mp4",
    });
    expect(await reader(guest).webinar("unknown")).toBeNull();
  });
});
