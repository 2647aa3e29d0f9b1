import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../components/ui/button";
import type { TransactionRequest } from "./api/portfolios";
import { TRANSACTION_INTENT, type TransactionActionResult } from "./transaction-action";

// A transaction by hand: a trade needs the ticker, shares and price; a dividend the ticker and
// amount; a deposit, withdrawal or fee the amount. The form goes through a fetcher to the
// portfolio page's clientAction (transaction-action.ts); the page's figures follow once the
// server took it, and the form is emptied for the next one. A refusal shows under the form.

const KINDS: { value: TransactionRequest["kind"]; label: string }[] = [
  { value: "buy", label: "Buy" },
  { value: "sell", label: "Sell" },
  { value: "dividend", label: "Dividend" },
  { value: "cash_in", label: "Deposit" },
  { value: "cash_out", label: "Withdrawal" },
  { value: "fee", label: "Fee" },
];

const input = "mt-1 rounded border border-slate-300 px-2 py-1 font-normal";

export function TransactionForm({ asOf }: { asOf: string | null }) {
  const fetcher = useFetcher<TransactionActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const [kind, setKind] = useState<TransactionRequest["kind"]>("buy");
  const trade = kind === "buy" || kind === "sell";
  const company = trade || kind === "dividend" || kind === "fee";
  const busy = fetcher.state !== "idle";
  const result = busy ? undefined : fetcher.data;
  useEffect(() => {
    if (result && !result.error) form.current?.reset();
  }, [result]);

  return (
    <fetcher.Form ref={form} method="post" className="mt-3 flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value={TRANSACTION_INTENT} />
      <input type="hidden" name="kind" value={kind} />
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
      {result?.error ? (
        <p role="alert" className="w-full text-red-700">
          {result.error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
