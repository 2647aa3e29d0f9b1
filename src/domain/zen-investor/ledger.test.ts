import { describe, expect, it } from "vitest";
import { smallInput } from "../../../test/support/zen-investor-market";
import { appendEntries, canonical, eventsOf, GENESIS, hashOf, verifyLedger, type LedgerEntry } from "./ledger";
import { runModelPortfolio } from "./run";

const run = runModelPortfolio(smallInput());
const LAUNCH = "2020-03-03";
const ledger = (): LedgerEntry[] => appendEntries(null, eventsOf(run.alerts, run.fills), LAUNCH);

describe("the canonical form", () => {
  it("sorts keys at every level, keeps array order, writes no whitespace and nulls what is missing", () => {
    expect(canonical({ b: [3, 1.5, null], a: { z: 'x"y', y: true }, c: undefined, B: -0 })).toBe(
      '{"B":0,"a":{"y":true,"z":"x\\"y"},"b":[3,1.5,null],"c":null}',
    );
    expect(() => canonical({ price: Number.NaN })).toThrow();
  });

  it("hashes the canonical text with SHA-256, as any other tool would", () => {
    const entry = {
      seq: 1,
      phase: "backtest" as const,
      kind: "fill" as const,
      date: "2020-01-03",
      side: "buy" as const,
      companyId: 7,
      body: { alertDate: "2020-01-02", price: 10.5, weightPct: 5 },
      prevHash: GENESIS,
    };
    // printf '%s' '<the canonical text>' | sha256sum
    expect(canonical(entry)).toBe(
      '{"body":{"alertDate":"2020-01-02","price":10.5,"weightPct":5},"companyId":7,"date":"2020-01-03","kind":"fill","phase":"backtest","prevHash":"0000000000000000000000000000000000000000000000000000000000000000","seq":1,"side":"buy"}',
    );
    expect(hashOf(entry)).toBe("19b76aa44d3e3e280bad3338ba1159121fc026017618cfb99681577b2ab1c7c1");
  });
});

describe("the ledger", () => {
  it("writes each alert before its fill, the fill on the next trading day", () => {
    const entries = ledger();
    expect(entries.map((e) => [e.seq, e.date, e.kind, e.side, e.companyId])).toEqual([
      [1, "2020-01-02", "alert", "buy", 2],
      [2, "2020-01-02", "alert", "buy", 1],
      [3, "2020-01-03", "fill", "buy", 2],
      [4, "2020-01-03", "fill", "buy", 1],
      [5, "2020-02-04", "alert", "sell", 2],
      [6, "2020-02-04", "alert", "buy", 3],
      [7, "2020-03-02", "fill", "sell", 2],
      [8, "2020-03-02", "fill", "buy", 3],
      [9, "2020-03-02", "alert", "sell", 1],
      [10, "2020-03-03", "fill", "sell", 1],
      [11, "2020-04-01", "alert", "sell", 3],
      [12, "2020-04-01", "alert", "buy", 2],
      [13, "2020-04-02", "fill", "sell", 3],
      [14, "2020-04-02", "fill", "buy", 2],
    ]);
    expect(entries[2]!.body).toEqual({ alertDate: "2020-01-02", price: 20, weightPct: 50 });
    expect(entries[7]!.body).toEqual({ alertDate: "2020-02-04", price: 6, weightPct: 38.4615 });
  });

  it("labels entries before the launch date backtest and the rest live", () => {
    const entries = ledger();
    expect(entries.filter((e) => e.phase === "backtest").map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(entries.filter((e) => e.phase === "live").every((e) => e.date >= LAUNCH)).toBe(true);
  });

  it("chains every entry to the one before", () => {
    const entries = ledger();
    expect(entries[0]!.prevHash).toBe(GENESIS);
    entries.slice(1).forEach((e, i) => expect(e.prevHash).toBe(entries[i]!.hash));
    expect(verifyLedger(entries)).toEqual({ ok: true, entries: 14 });
  });

  it("is the same written in one go or day by day", () => {
    const events = eventsOf(run.alerts, run.fills);
    const first = appendEntries(null, events.slice(0, 6), LAUNCH);
    const rest = appendEntries(first[first.length - 1]!, events.slice(6), LAUNCH);
    expect([...first, ...rest]).toEqual(ledger());
  });

  it("finds a changed past entry: a fill price moved after the fact", () => {
    const entries = ledger();
    entries[2] = { ...entries[2]!, body: { alertDate: "2020-01-02", price: 19.5, weightPct: 50 } };
    expect(verifyLedger(entries)).toEqual({ ok: false, seq: 3, problem: "hash" });
  });

  it("finds a changed entry whose hash was written again: the next entry no longer links to it", () => {
    const entries = ledger();
    const changed = { ...entries[4]!, side: "buy" as const };
    entries[4] = { ...changed, hash: hashOf(changed) };
    expect(verifyLedger(entries)).toEqual({ ok: false, seq: 6, problem: "link" });
  });

  it("finds a removed entry and a relabelled one", () => {
    const removed = ledger().filter((e) => e.seq !== 10);
    expect(verifyLedger(removed)).toEqual({ ok: false, seq: 11, problem: "sequence" });
    const relabelled = ledger().map((e) => (e.seq === 1 ? { ...e, phase: "live" as const } : e));
    expect(verifyLedger(relabelled)).toEqual({ ok: false, seq: 1, problem: "hash" });
  });
});
