import { describe, expect, it } from "vitest";
import { LedgerError, walkLedger, type Split, type Transaction } from "./ledger";

const buy = (date: string, companyId: number, shares: number, price: number, fee = 0): Transaction => ({
  date,
  kind: "buy",
  companyId,
  shares,
  price,
  amount: shares * price,
  fee,
});
const sell = (date: string, companyId: number, shares: number, price: number, fee = 0): Transaction => ({
  ...buy(date, companyId, shares, price, fee),
  kind: "sell",
});
const cash = (
  date: string,
  kind: "cash_in" | "cash_out" | "fee" | "dividend",
  amount: number,
  companyId: number | null = null,
): Transaction => ({
  date,
  kind,
  companyId,
  shares: null,
  price: null,
  amount,
  fee: 0,
});

describe("the ledger at average cost", () => {
  it("adds each buy's price and fee to the cost and averages it over the shares", () => {
    const { positions } = walkLedger([buy("2024-01-02", 1, 10, 100, 5), buy("2024-02-01", 1, 10, 120)], []);
    expect(positions).toHaveLength(1);
    expect(positions[0]!.shares).toBe(20);
    expect(positions[0]!.cost).toBe(2205);
  });

  it("realises a sale against the average cost and keeps the rest's cost", () => {
    const { positions, cash: left } = walkLedger(
      [buy("2024-01-02", 1, 10, 100), buy("2024-02-01", 1, 10, 120), sell("2024-03-01", 1, 5, 150, 2)],
      [],
    );
    const p = positions[0]!;
    expect(p.shares).toBe(15);
    expect(p.cost).toBeCloseTo(1650, 9);
    // 5 x 150 - 2 = 748 against 5 x 110 = 550.
    expect(p.realised).toBeCloseTo(198, 9);
    expect(left).toBeCloseTo(748, 9);
  });

  it("clears the cost when everything is sold, and starts afresh on a new buy", () => {
    const { positions } = walkLedger(
      [buy("2024-01-02", 1, 10, 100), sell("2024-02-01", 1, 10, 90), buy("2024-03-01", 1, 4, 50)],
      [],
    );
    const p = positions[0]!;
    expect(p.realised).toBeCloseTo(-100, 9);
    expect(p.shares).toBe(4);
    expect(p.cost).toBe(200);
    expect(p.firstBought).toBe("2024-03-01");
  });

  it("refuses a sale of more shares than are held, naming the transaction", () => {
    const t = [buy("2024-01-02", 1, 10, 100), sell("2024-02-01", 1, 11, 90)];
    expect(() => walkLedger(t, [])).toThrow(LedgerError);
    try {
      walkLedger(t, []);
    } catch (e) {
      expect((e as LedgerError).index).toBe(1);
      expect((e as LedgerError).message).toContain("10 are held");
    }
  });

  it("multiplies the shares held before a split's ex-date and keeps the cost", () => {
    const splits: Split[] = [{ companyId: 1, date: "2024-06-10", ratio: 4, pricesAdjusted: false }];
    const { positions } = walkLedger([buy("2024-01-02", 1, 10, 400), sell("2024-07-01", 1, 20, 110)], splits);
    const p = positions[0]!;
    expect(p.shares).toBe(20);
    expect(p.cost).toBe(2000);
    expect(p.realised).toBeCloseTo(200, 9);
  });

  it("applies a split on the day of a buy before the buy (ex-date at the open)", () => {
    const splits: Split[] = [{ companyId: 1, date: "2024-06-10", ratio: 2, pricesAdjusted: false }];
    const { positions } = walkLedger([buy("2024-06-10", 1, 10, 50)], splits);
    expect(positions[0]!.shares).toBe(10);
  });

  it("ignores splits of companies not held", () => {
    const splits: Split[] = [{ companyId: 2, date: "2024-06-10", ratio: 2, pricesAdjusted: false }];
    const { positions } = walkLedger([buy("2024-01-02", 1, 10, 50)], splits);
    expect(positions.map((p) => p.companyId)).toEqual([1]);
  });

  it("takes money brought in for a buy that cash does not cover, and counts deposits and withdrawals as flows", () => {
    const { flows, cash: left } = walkLedger(
      [
        cash("2024-01-01", "cash_in", 500),
        buy("2024-01-02", 1, 10, 100, 1),
        cash("2024-03-01", "dividend", 20, 1),
        cash("2024-03-02", "cash_out", 15),
        cash("2024-03-03", "fee", 10),
      ],
      [],
    );
    expect(flows).toEqual([
      { date: "2024-01-01", amount: 500 },
      { date: "2024-01-02", amount: 501 },
      { date: "2024-03-02", amount: -15 },
      { date: "2024-03-03", amount: 5 },
    ]);
    expect(left).toBe(0);
  });

  it("books dividends and fees to the company's position", () => {
    const { positions, fees } = walkLedger(
      [buy("2024-01-02", 1, 10, 100, 3), cash("2024-03-01", "dividend", 20, 1), cash("2024-03-02", "fee", 4, 1)],
      [],
    );
    expect(positions[0]!.dividends).toBe(20);
    expect(positions[0]!.fees).toBe(7);
    expect(fees).toBe(7);
  });

  it("walks transactions in date order whatever order they come in", () => {
    const { positions } = walkLedger([sell("2024-02-01", 1, 5, 120), buy("2024-01-02", 1, 10, 100)], []);
    expect(positions[0]!.shares).toBe(5);
  });
});
