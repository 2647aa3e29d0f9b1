import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { appendEntries, verifyLedger, type LedgerEvent } from "../../domain/zen-investor/ledger";
import { appendLedger, readLedger } from "./ledger-store";

// The first night writes the whole record from 2003 at once: more rows than one statement's
// parameters allow on a full market.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.close());

describe("the ledger store", () => {
  it("appends more entries than one statement can carry, all in one go", async () => {
    const events: LedgerEvent[] = Array.from({ length: 7_500 }, (_, i) => ({
      kind: "fill",
      fill: { alertDate: "2003-01-02", date: "2003-01-03", side: "buy", companyId: i + 1, price: 10, weight: 0.05 },
    }));
    const entries = appendEntries(null, events, "2026-12-01");
    await appendLedger(t.db, entries);
    const stored = await readLedger(t.pool);
    expect(stored).toHaveLength(7_500);
    expect(verifyLedger(stored)).toEqual({ ok: true, entries: 7_500 });
  });
});
