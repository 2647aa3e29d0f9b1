import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { importAction } from "./import-action";
import { transactionAction } from "./transaction-action";

// The portfolio page's actions as the forms observe them: what is sent to the API for the
// fields filled in, and what the form is answered (the server's refusal, a file's columns).

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

let calls: { url: string; init: RequestInit }[];
function answer(status: number, body: unknown) {
  calls = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === null ? null : JSON.stringify(body), { status });
  });
}

// The anti-forgery token the page's script reads from its cookie.
beforeEach(() => vi.stubGlobal("document", { cookie: "oz_csrf_token=t1" }));
afterEach(() => vi.unstubAllGlobals());

describe("the transaction action", () => {
  it("sends a trade's ticker, shares, price and a fee of nothing when none is given", async () => {
    answer(204, null);
    const result = await transactionAction(
      7,
      form({
        intent: "portfolio-transaction",
        kind: "sell",
        date: "2025-06-02",
        ticker: " abc ",
        shares: "3",
        price: "12.5",
      }),
    );
    expect(result).toEqual({ intent: "portfolio-transaction", error: null });
    expect(calls[0]!.url).toBe("/api/users/portfolios/7/transactions");
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      transaction: { date: "2025-06-02", kind: "sell", ticker: "abc", shares: 3, price: 12.5, fee: 0 },
    });
  });

  it("sends a deposit's amount without the trade's fields a hidden input may still hold", async () => {
    answer(204, null);
    await transactionAction(
      7,
      form({ kind: "cash_in", date: "2025-06-02", ticker: "ABC", shares: "3", amount: "250" }),
    );
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      transaction: { date: "2025-06-02", kind: "cash_in", amount: 250 },
    });
  });

  it("answers the server's refusal for the form to show", async () => {
    answer(422, {
      error: {
        code: "PORTFOLIO_SELL_EXCEEDS_HOLDING",
        message: "That sells more shares than the portfolio holds then.",
      },
    });
    await expect(
      transactionAction(7, form({ kind: "sell", date: "2025-06-02", ticker: "ABC", shares: "9", price: "1" })),
    ).resolves.toEqual({
      intent: "portfolio-transaction",
      error: "That sells more shares than the portfolio holds then.",
    });
  });
});

describe("the import action", () => {
  const request = { file_name: "mine.csv", csv: "When,What\n", preset: "schwab" };

  it("imports the file with its layout and answers what was written", async () => {
    answer(201, {
      import: {
        ...{ fileName: "mine.csv", layout: "schwab", layoutName: "Charles Schwab", header: [], rows: [], skipped: [] },
        ...{ unknown: [{ ticker: "ZZZ", lines: [4] }], added: 2, already: 1 },
      },
    });
    const result = await importAction(7, form({ intent: "portfolio-import", request: JSON.stringify(request) }));
    expect(calls[0]!.url).toBe("/api/users/portfolios/7/imports");
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual(request);
    expect(result).toEqual({
      intent: "portfolio-import",
      imported: { fileName: "mine.csv", added: 2, already: 1, unknown: ["ZZZ"] },
      problem: null,
    });
  });

  it("answers a file of an unknown layout with its columns to choose from", async () => {
    answer(422, {
      error: { code: "PORTFOLIO_IMPORT_LAYOUT_UNKNOWN", message: "unknown", details: { header: ["When", "What"] } },
    });
    const result = await importAction(7, form({ request: JSON.stringify(request) }));
    expect(result.imported).toBeNull();
    expect(result.problem).toEqual({
      message: "We do not know this file's layout: choose which column holds what.",
      header: ["When", "What"],
    });
  });
});
