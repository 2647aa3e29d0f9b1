import { compactText, dayText, dollarText, fixedText } from "../number-text";

// What the newsroom writes and the facts it writes from. A story is plain sentences in
// paragraphs, written the way automated earnings stories are: the facts first, the context after,
// and a closing line saying how it was made and from which data. Where a story would tell a
// reader without Premium a Premium value (a Zen Rating grade, who made a current analyst call),
// the writer gives two versions, and the server sends the public one to everyone else.

export const NEWS_KINDS = [
  "earnings",
  "dividend",
  "rating_migration",
  "analyst_action",
  "notable_move",
  "market_wrap",
  "imported",
] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];

/** The content/authors slug of the program that writes the generated news. */
export const NEWSROOM_AUTHOR = "openzen-newsroom";

/** Simulated (the demo market) or imported data: every story says which. */
export type DataSource = "demo" | "import";

export interface StoryText {
  headline: string;
  summary: string;
  body: string[];
}

export interface WrittenArticle extends StoryText {
  kind: NewsKind;
  /** Tells two stories apart, so a rerun writes nothing twice. */
  key: string;
  /** The market day the facts are of (YYYY-MM-DD). */
  date: string;
  /** The companies the story names, the main one first. */
  companyIds: number[];
  /** The fuller story Premium members read; null when everyone reads the same. */
  premium: StoryText | null;
  /** A story that is nothing but a Premium value: only Premium members get it at all. */
  premiumOnly: boolean;
}

export interface CompanyFacts {
  id: number;
  name: string;
  ticker: string;
  exchange: string;
  sector: string | null;
  industry: string | null;
  /** Close on the story's day, and its change from the day before (percent). */
  close: number | null;
  dayChangePct: number | null;
  /** Change over the 52 weeks to the story's day (percent). */
  yearChangePct: number | null;
  /** Market capitalisation on the story's day (dollars). */
  marketCap: number | null;
}

export const money = (n: number) => dollarText(n);
export const bigMoney = (n: number) => `$${compactText(n)}`;
/** "4.2%" of a change's size, without its sign (the verb carries it). */
export const pctSize = (n: number) => `${fixedText(Math.abs(n), 1)}%`;
export const signedPct = (n: number) => `${n >= 0 ? "+" : "-"}${fixedText(Math.abs(n), 2)}%`;
export const dateText = (iso: string) => dayText(new Date(`${iso}T00:00:00Z`));
const weekday = (iso: string) =>
  ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][
    new Date(`${iso}T00:00:00Z`).getUTCDay()
  ]!;
export const onDay = (iso: string) => `on ${weekday(iso)}, ${dateText(iso)}`;

/** "Acme Corp. (NYSE: ACME)" */
export const named = (c: CompanyFacts) => `${c.name} (${c.exchange}: ${c.ticker})`;

/** A paragraph placing the company: what it is, where its shares closed, how they have done. */
export function companyContext(c: CompanyFacts, date: string, { withClose = true } = {}): string {
  const where =
    c.industry && c.sector
      ? `${c.name} belongs to the ${c.industry} industry of the ${c.sector} sector`
      : c.sector
        ? `${c.name} belongs to the ${c.sector} sector`
        : `${c.name} is listed on the ${c.exchange}`;
  const size = c.marketCap !== null && c.marketCap > 0 ? `, with a market value of about ${bigMoney(c.marketCap)}` : "";
  const sentences = [`${where}${size}.`];
  if (withClose && c.close !== null) {
    const day =
      c.dayChangePct === null
        ? ""
        : Math.abs(c.dayChangePct) < 0.005
          ? ", unchanged on the day"
          : `, ${c.dayChangePct > 0 ? "up" : "down"} ${pctSize(c.dayChangePct)} on the day`;
    sentences.push(`Its shares closed at ${money(c.close)} ${onDay(date)}${day}.`);
  }
  if (c.yearChangePct !== null)
    sentences.push(
      `Over the past 52 weeks the stock has ${c.yearChangePct >= 0 ? "gained" : "lost"} ${pctSize(c.yearChangePct)}.`,
    );
  return sentences.join(" ");
}

/** The closing line of every generated story. */
export function howItWasMade(source: DataSource, date: string): string {
  const data =
    source === "demo"
      ? "OpenZen's simulated demo market (generated companies and prices, not real ones)"
      : "the market data imported into OpenZen";
  return `How this story was made: the OpenZen Newsroom, a program, wrote it from ${data} as of ${dateText(date)}, following fixed rules for which facts to report and in what order. No person wrote or edited it. Figures are rounded; the company pages show the full data.`;
}

export function wordCount(story: StoryText): number {
  return [story.headline, ...story.body].join(" ").split(/\s+/).filter(Boolean).length;
}
