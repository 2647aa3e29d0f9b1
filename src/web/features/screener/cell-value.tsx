import type { ScreenerColumnView } from "../../../domain/screener/contract";
import { missingReason } from "../../../domain/screener/missing-reasons";
import { NotAvailable } from "../../components/ui/not-available";
import { formatCell } from "./format-cell";

// A screener cell's content: the formatted value, or the not-available dash with the reason the
// data has none (on hover, and read out), never a 0 or a bare dash (issue 22).

export function CellValue({
  column,
  value,
}: {
  column: ScreenerColumnView;
  value: number | string | boolean | null | undefined;
}) {
  if (value === null || value === undefined) return <NotAvailable reason={missingReason(column)} />;
  return <>{formatCell(column, value)}</>;
}
