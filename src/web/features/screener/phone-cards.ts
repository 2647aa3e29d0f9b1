import type { ScreenerColumnView } from "../../../domain/screener/contract";

// On a phone (below Tailwind's sm, 640 px) the screener's rows become cards: the ticker and name
// as the card's title, then the tab's key figures (or the chosen columns'), each
// with its column's name (the cell's data-label, drawn by CSS). The markup stays one table, so
// nothing is rendered twice and no script decides the layout; the header row is hidden there.

/** How many figures a card shows besides its title. */
export const CARD_FIGURES = 6;

export const cardTableClass =
  "max-sm:block max-sm:min-w-0 max-sm:[&_thead]:hidden max-sm:[&_tbody]:block max-sm:[&_tbody]:space-y-2";

export const cardRowClass =
  "max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-0.5 max-sm:rounded-md max-sm:border max-sm:border-slate-200 max-sm:bg-surface max-sm:p-3";

/** The ticker and the name make the card's title. */
export function isCardTitle(column: Pick<ScreenerColumnView, "key">): boolean {
  return column.key === "ticker" || column.key === "name";
}

/**
 * The figures an investor looks for first on any company: a card shows them whenever its tab
 * has them, though the tab lists them after its descriptive columns (Overview puts exchange,
 * sector and country before price, market cap and P/E).
 */
const LEADING_FIGURES = ["price", "mcap", "pe"];

/**
 * The indexes of the columns a card shows as figures, at most CARD_FIGURES: the leading figures
 * the tab has, then its other figures in its order, then its words (exchange, sector, country)
 * if room is left. The cells stay in the tab's order; the rest are hidden on a phone.
 */
export function keyFigureIndexes(columns: readonly Pick<ScreenerColumnView, "key" | "type">[]): Set<number> {
  const out = new Set<number>();
  const take = (wanted: (c: Pick<ScreenerColumnView, "key" | "type">) => boolean) =>
    columns.forEach((c, i) => {
      if (out.size < CARD_FIGURES && !isCardTitle(c) && wanted(c)) out.add(i);
    });
  take((c) => LEADING_FIGURES.includes(c.key));
  take((c) => c.type !== "string");
  take(() => true);
  return out;
}

/** A cell's classes on a phone: the title spans the card, a figure shows its label, the rest is hidden. */
export function cardCellClass(column: Pick<ScreenerColumnView, "key">, keyFigure: boolean): string {
  if (isCardTitle(column))
    return "max-sm:static max-sm:col-span-2 max-sm:px-0 max-sm:py-0 max-sm:text-left max-sm:shadow-none max-sm:bg-transparent max-sm:whitespace-normal";
  if (!keyFigure) return "max-sm:hidden";
  // A long label ("Fair Value Discount") wraps rather than run under the figure beside it.
  return "max-sm:flex max-sm:justify-between max-sm:gap-2 max-sm:whitespace-normal max-sm:px-0 max-sm:py-0 max-sm:before:text-left max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]";
}

/**
 * What the cards' sort control offers (the cards have no header to click): the shown columns a
 * visitor may sort by, in their order (a locked column opens its upsell instead, as its header
 * does), and the current sort's column first when it is not shown (Market Cap, the default, is
 * on few tabs), so the control always says how the cards are sorted. Its name comes from every
 * column a screen may show (the catalogue's).
 */
export function cardSortChoices(
  columns: readonly Pick<ScreenerColumnView, "key" | "name" | "locked">[],
  sortColumn: string,
  allColumns: readonly Pick<ScreenerColumnView, "key" | "name">[],
): { key: string; name: string }[] {
  const choices = columns.filter((c) => !c.locked).map((c) => ({ key: c.key, name: c.name }));
  if (choices.some((c) => c.key === sortColumn)) return choices;
  const current = allColumns.find((c) => c.key === sortColumn);
  return current ? [{ key: current.key, name: current.name }, ...choices] : choices;
}
