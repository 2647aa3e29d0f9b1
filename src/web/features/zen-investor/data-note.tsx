import type { MarketLabel } from "../../../domain/contracts/market";
import { formatDate } from "../../lib/format";

/** Whether the model portfolio is run on simulated or imported prices, said beside its figures. */
export function ZenInvestorDataNote({ market }: { market: MarketLabel }) {
  const label =
    market.source === "demo"
      ? "Simulated data: the model portfolio is run on the demo market's invented companies, not on real prices."
      : market.source === "import"
        ? "Imported data: the model portfolio is run on the real prices and filings imported into this site."
        : "The model portfolio is run on the market data this site holds.";
  return (
    <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="zen-investor-data-note">
      {label}
      {market.asOf ? ` Market data as of ${formatDate(market.asOf)}.` : ""}
    </p>
  );
}
