import type { ScreenerColumnView } from "../../../domain/screener/contract";
import { NotAvailable } from "../../components/ui/not-available";
import { formatCell } from "./format-cell";

// A screener cell's content: the formatted value, or the not-available dash with the reason the
// data has none (on hover, and read out), never a 0 or a bare dash.

export function CellValue({
  column,
  value,
  reason,
}: {
  column: ScreenerColumnView;
  value: number | string | boolean | null | undefined;
  /** Why the column's cell is empty (the page's `missingReasons`, from the server). */
  reason?: string;
}) {
  if (value === null || value === undefined) return <NotAvailable reason={reason} />;
  return <>{formatCell(column, value)}</>;
}
