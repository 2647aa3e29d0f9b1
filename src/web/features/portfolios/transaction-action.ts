import { ApiError } from "../../lib/api-client";
import { addTransaction, type TransactionRequest } from "./api/portfolios";

// A transaction by hand, in the portfolio page's clientAction (decision 067): the form's fields
// become the API's transaction; the page's data follows after it. The server checks the rest
// (dates our market covers, sales not beyond what is held then) and its refusal is answered.

export const TRANSACTION_INTENT = "portfolio-transaction";
export const TRANSACTION_KINDS = ["buy", "sell", "dividend", "cash_in", "cash_out", "fee"] as const;

export interface TransactionActionResult {
  intent: typeof TRANSACTION_INTENT;
  /** The server's refusal, shown under the form. */
  error: string | null;
}

export function isTransactionIntent(form: FormData | undefined): boolean {
  return form?.get("intent") === TRANSACTION_INTENT;
}

/** A trade carries shares and price; a dividend, deposit, withdrawal or fee an amount. */
export function transactionRequest(form: FormData): TransactionRequest {
  const kind = TRANSACTION_KINDS.find((k) => k === form.get("kind")) ?? "buy";
  const number = (name: string) => (form.get(name) ? Number(form.get(name)) : undefined);
  const ticker = String(form.get("ticker") ?? "").trim();
  const trade = kind === "buy" || kind === "sell";
  const company = trade || kind === "dividend" || kind === "fee";
  return {
    date: String(form.get("date") ?? ""),
    kind,
    ...(company && ticker ? { ticker } : {}),
    ...(trade
      ? { shares: number("shares"), price: number("price"), fee: number("fee") ?? 0 }
      : { amount: number("amount") }),
  };
}

export async function transactionAction(portfolioId: number, form: FormData): Promise<TransactionActionResult> {
  try {
    await addTransaction(portfolioId, transactionRequest(form));
    return { intent: TRANSACTION_INTENT, error: null };
  } catch (e) {
    return {
      intent: TRANSACTION_INTENT,
      error: e instanceof ApiError ? e.message : "The transaction could not be added.",
    };
  }
}
