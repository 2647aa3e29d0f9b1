import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api-client";
import { addTransaction, type TransactionRequest } from "./api/portfolios";

// A transaction by hand: a trade needs the ticker, shares and price; a dividend the ticker and
// amount; a deposit, withdrawal or fee the amount. The server checks the rest (dates our market
// covers, sales not beyond what is held then).

const KINDS: { value: TransactionRequest["kind"]; label: string }[] = [
  { value: "buy", label: "Buy" },
  { value: "sell", label: "Sell" },
  { value: "dividend", label: "Dividend" },
  { value: "cash_in", label: "Deposit" },
  { value: "cash_out", label: "Withdrawal" },
  { value: "fee", label: "Fee" },
];

const input = "mt-1 rounded border border-slate-300 px-2 py-1 font-normal";

export function TransactionForm({ portfolioId, asOf }: { portfolioId: number; asOf: string | null }) {
  const revalidator = useRevalidator();
  const [kind, setKind] = useState<TransactionRequest["kind"]>("buy");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const trade = kind === "buy" || kind === "sell";
  const company = trade || kind === "dividend" || kind === "fee";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const number = (name: string) => (data.get(name) ? Number(data.get(name)) : undefined);
    const ticker = String(data.get("ticker") ?? "").trim();
    setBusy(true);
    setProblem(null);
    try {
      await addTransaction(portfolioId, {
        date: String(data.get("date")),
        kind,
        ...(company && ticker ? { ticker } : {}),
        ...(trade
          ? { shares: number("shares"), price: number("price"), fee: number("fee") ?? 0 }
          : { amount: number("amount") }),
      });
      form.reset();
      await revalidator.revalidate();
    } catch (e) {
      setProblem(e instanceof ApiError ? e.message : "The transaction could not be added.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
      <label className="flex flex-col text-sm font-medium">
        Kind
        <select
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as TransactionRequest["kind"])}
          className={input}
        >
          {KINDS.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm font-medium">
        Date
        <input type="date" name="date" required max={asOf ?? undefined} className={input} />
      </label>
      {company ? (
        <label className="flex flex-col text-sm font-medium">
          Ticker
          <input name="ticker" required={kind !== "fee"} maxLength={20} className={`${input} w-24 uppercase`} />
        </label>
      ) : null}
      {trade ? (
        <>
          <label className="flex flex-col text-sm font-medium">
            Shares
            <input type="number" name="shares" required min="0" step="any" className={`${input} w-28`} />
          </label>
          <label className="flex flex-col text-sm font-medium">
            Price
            <input type="number" name="price" required min="0" step="any" className={`${input} w-28`} />
          </label>
          <label className="flex flex-col text-sm font-medium">
            Fee
            <input type="number" name="fee" min="0" step="any" className={`${input} w-24`} />
          </label>
        </>
      ) : (
        <label className="flex flex-col text-sm font-medium">
          Amount
          <input type="number" name="amount" required min="0" step="any" className={`${input} w-28`} />
        </label>
      )}
      <Button type="submit" disabled={busy}>
        Add transaction
      </Button>
      {problem ? (
        <p role="alert" className="w-full text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
