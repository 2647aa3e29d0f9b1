// Dates as day numbers (days since 1970-01-01, UTC) so that walks over 22 years of dates
// compare and search integers, not strings.

export const dayOf = (iso: string): number =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;
export const isoOf = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);
