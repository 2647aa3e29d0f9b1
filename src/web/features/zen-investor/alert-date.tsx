import { Link } from "react-router";
import { paths } from "../../../domain/paths";
import { formatDate } from "../../lib/format";

/** The day of a buy or a sell, linking to its alert; plain when the ledger has no alert for it (the backtest's trades). */
export function AlertDate({ side, id, date }: { side: "buy" | "sell"; id: number | null; date: string }) {
  if (id === null) return formatDate(date);
  return (
    <Link
      to={side === "buy" ? paths.stockPicksBuy(id) : paths.stockPicksSell(id)}
      className="text-emerald-800 underline"
    >
      {formatDate(date)}
    </Link>
  );
}
