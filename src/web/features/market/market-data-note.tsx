import type { MarketLabel } from "../../../domain/contracts/market";
import { formatDate } from "../../lib/format";

/** Which data the figures beside it are computed from, and as of when. */
export function MarketDataNote({ market, what }: { market: MarketLabel; what: string }) {
  const source =
    market.source === "demo"
      ? "the simulated demo market (invented companies, not real prices)"
      : market.source === "import"
        ? "imported market data"
        : "the market data held";
  return (
    <p className="text-sm text-slate-600" data-testid="market-data-note">
      {what} from {source}
      {market.asOf ? `, as of ${formatDate(market.asOf)}` : ""}.
    </p>
  );
}
