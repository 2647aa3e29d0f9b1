import { runScreen } from "../../domain/screener/engine";
import type { Screen } from "../../domain/screener/screen";
import type { ScreenerSnapshot } from "../../domain/screener/snapshot";
import type { ScreenerAccess } from "../policies/screener";
import { cellValue } from "./cells";
import { screenColumns } from "./present-screen";

// The current screen as CSV: every matching company (not one page), the screen's columns (the
// chosen ones or the tab's), locked
// columns left out entirely. Cells that start like a formula are quoted with a leading
// apostrophe so that a spreadsheet shows them as text.

export function csvCell(value: number | string | boolean | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(Math.round(value * 1e6) / 1e6);
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function screenCsv(snapshot: ScreenerSnapshot, screen: Screen, access: ScreenerAccess): string {
  const columns = screenColumns(screen, access).filter((c) => !c.locked);
  const { rows } = runScreen(snapshot, {
    filters: screen.filters,
    sort: screen.sort,
    page: 1,
    pageSize: snapshot.size || 1,
  });
  const lines = [columns.map((c) => csvCell(c.name)).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvCell(cellValue(snapshot, c, row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
