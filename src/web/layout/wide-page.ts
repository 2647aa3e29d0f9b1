/**
 * What a route module exports to take the wider page on large screens:
 * `export const handle = widePage;`. The screener's pages (and the group pages that embed it) use
 * it so that every default tab fits a 1,440 px screen without scrolling sideways (decision 037);
 * reading pages keep the narrower measure. The header and footer follow, so their edges line up.
 */
export const widePage = { wide: true } as const;

export function isWide(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { wide?: unknown }).wide === true;
}

/** The page's width: 80rem, or 96rem for a wide page (at 1,440 px, the screen less its margins). */
export function pageWidthClass(wide: boolean): string {
  return wide ? "max-w-[96rem]" : "max-w-7xl";
}
