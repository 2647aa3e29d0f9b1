// NYSE trading days: weekdays less the exchange's regular holidays. (One-off closures such as
// hurricane days are not modelled; the demo market trades on them.)

const DAY_MS = 86_400_000;

export function isoDate(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}

export function parseIsoDate(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  const first = Date.UTC(year, month, 1);
  const offset = (weekday - new Date(first).getUTCDay() + 7) % 7;
  return first + (offset + (n - 1) * 7) * DAY_MS;
}

function lastWeekday(year: number, month: number, weekday: number): number {
  const last = Date.UTC(year, month + 1, 0);
  const offset = (new Date(last).getUTCDay() - weekday + 7) % 7;
  return last - offset * DAY_MS;
}

/** Easter Sunday (anonymous Gregorian algorithm). */
function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

/** A fixed-date holiday moves to Friday when on Saturday and to Monday when on Sunday. */
function observed(t: number): number {
  const day = new Date(t).getUTCDay();
  if (day === 6) return t - DAY_MS;
  if (day === 0) return t + DAY_MS;
  return t;
}

export function holidays(year: number): Set<string> {
  const days = [
    nthWeekday(year, 0, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 1, 1, 3), // Washington's Birthday
    easter(year) - 2 * DAY_MS, // Good Friday
    lastWeekday(year, 4, 1), // Memorial Day
    observed(Date.UTC(year, 6, 4)), // Independence Day
    nthWeekday(year, 8, 1, 1), // Labor Day
    nthWeekday(year, 10, 4, 4), // Thanksgiving
    observed(Date.UTC(year, 11, 25)), // Christmas
  ];
  // New Year's Day; when it falls on a Saturday the NYSE does not close the Friday before.
  const newYear = Date.UTC(year, 0, 1);
  if (new Date(newYear).getUTCDay() !== 6) days.push(observed(newYear));
  if (year >= 2022) days.push(observed(Date.UTC(year, 5, 19))); // Juneteenth
  return new Set(days.map(isoDate));
}

/** Every trading day from `from` to `to`, inclusive, as ISO dates. */
export function tradingDays(from: string, to: string): string[] {
  const out: string[] = [];
  let year = -1;
  let closed = new Set<string>();
  for (let t = parseIsoDate(from), end = parseIsoDate(to); t <= end; t += DAY_MS) {
    const weekday = new Date(t).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const date = isoDate(t);
    const y = Number(date.slice(0, 4));
    if (y !== year) {
      year = y;
      closed = holidays(y);
    }
    if (!closed.has(date)) out.push(date);
  }
  return out;
}

/** The last weekday strictly before `today` (the demo market's default as-of date). */
export function lastWeekdayBefore(today: string): string {
  let t = parseIsoDate(today) - DAY_MS;
  while ([0, 6].includes(new Date(t).getUTCDay())) t -= DAY_MS;
  return isoDate(t);
}

export function addDays(date: string, days: number): string {
  return isoDate(parseIsoDate(date) + days * DAY_MS);
}
