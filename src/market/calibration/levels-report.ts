import { checkLevelBands } from "./bands";
import { TRILLION, type MarketLevels } from "./market-levels";

// The "Levels" section of docs/market-calibration.md, also printed by `npm run data -- levels`:
// the market's sizes, multiples, yields and ratios on its latest date beside the real S&P 500's,
// then the level bands.

const money = (x: number | null | undefined) =>
  x === null || x === undefined
    ? "n/a"
    : x >= TRILLION
      ? `$${(x / TRILLION).toFixed(2)} T`
      : `$${(x / 1e9).toFixed(1)} B`;
const fixed = (x: number | null | undefined, digits = 1) =>
  x === null || x === undefined || !Number.isFinite(x) ? "n/a" : x.toFixed(digits);
const pct = (x: number | null | undefined) =>
  x === null || x === undefined || !Number.isFinite(x) ? "n/a" : `${(x * 100).toFixed(1)} %`;

export function levelsSection(demo: MarketLevels, real: MarketLevels | null): string[] {
  const row = (name: string, f: (l: MarketLevels) => string) => `| ${name} | ${f(demo)} | ${real ? f(real) : "n/a"} |`;
  const largest = (l: MarketLevels) =>
    l.valuation.largest
      ? `${money(l.valuation.largest.marketCap)} (${l.valuation.largest.name}, ${l.valuation.largest.sector ?? "no sector"})`
      : "n/a";
  const lines = [
    "## Levels",
    "",
    "The market on its latest date as an investor sees it: the demo column from the screener's",
    "values (what the screener and the company pages show; trailing dividend yield), the real",
    "column from the S&P 500 snapshot (sizes, multiples and yields; its yield is the table's) and",
    "the companies' latest annual statements (margins, ROE, debt to equity and revenue growth, worked",
    "out as a company page does). The S&P 500 is about 80-85 % of the US market's value, the demo",
    "market all of a US market.",
    "",
    `- Demo: ${demo.source}, as of ${demo.asOf}`,
    `- Real: ${real ? `${real.source}` : "not measured (no ../shared/market-data)"}`,
    "",
    "| level | demo | real |",
    "|---|---|---|",
    row("Companies", (l) => String(l.valuation.companies)),
    row("Largest market cap", largest),
    row("All market caps together", (l) => money(l.valuation.totalMarketCap)),
    row("Companies over $1 T", (l) => String(l.valuation.overTrillion)),
    row("Companies over $100 B", (l) => String(l.valuation.largeCaps)),
    row("Median P/E (positive)", (l) => `${fixed(l.valuation.medianPe)} (${l.valuation.positivePes} positive)`),
    row("Positive P/Es above 100", (l) => pct(l.valuation.peAbove100)),
    row("Median P/E of companies over $100 B", (l) => fixed(l.valuation.largeCapMedianPe)),
    row("Median P/E of the ten largest", (l) => fixed(l.valuation.tenLargest.medianPe)),
    row("The ten largest: losing money or P/E above 100", (l) => String(l.valuation.tenLargest.lossOrAbove100)),
    row("The ten largest: paying a dividend", (l) => String(l.valuation.tenLargest.payers)),
    row("Largest yearly revenue", (l) =>
      l.valuation.largestRevenue
        ? `${money(l.valuation.largestRevenue.revenue)} (${l.valuation.largestRevenue.name})`
        : "n/a",
    ),
    row("Companies paying a dividend", (l) => `${pct(l.valuation.payingShare)} (${l.valuation.payers})`),
    row("Dividend payers' median yield", (l) => pct(l.valuation.payersMedianYield)),
    row("Highest payer's yield", (l) => pct(l.valuation.highestYield)),
    row("Median price to book (positive)", (l) => fixed(l.valuation.medianPriceToBook, 2)),
    row("Median net margin", (l) => pct(l.ratios.medianNetMargin)),
    row("Median return on equity", (l) => pct(l.ratios.medianReturnOnEquity)),
    row("Median debt to equity", (l) => fixed(l.ratios.medianDebtToEquity, 2)),
    row("Median revenue growth (1 year)", (l) => pct(l.ratios.medianRevenueGrowth)),
    row("Median revenue growth (every company-year held)", (l) => pct(l.ratios.medianRevenueGrowthOverYears)),
    "",
    "Share of the total market cap by sector:",
    "",
    "| sector | demo | real |",
    "|---|---|---|",
  ];
  const sectors = [
    ...new Set([...demo.valuation.sectorWeights, ...(real?.valuation.sectorWeights ?? [])].map((w) => w.sector)),
  ];
  const share = (l: MarketLevels | null, sector: string) =>
    l ? pct(l.valuation.sectorWeights.find((w) => w.sector === sector)?.share ?? 0) : "n/a";
  for (const sector of sectors) lines.push(`| ${sector} | ${share(demo, sector)} | ${share(real, sector)} |`);
  lines.push(
    "",
    "Level bands: sizes, multiples and yields in fixed bands around the real market's; each",
    "sector's weight at most twice the real one plus 10 points; margins, returns, leverage and P/B",
    "within a factor of two of the real medians, revenue growth within 5 points of it over every",
    "company-year each market holds (one year's median swings with that year's economy).",
    "",
    "| check | demo | band | inside |",
    "|---|---|---|---|",
  );
  for (const b of checkLevelBands(demo, real))
    lines.push(`| ${b.name} | ${b.value} | ${b.band} | ${b.skipped ? "n/a" : b.ok ? "yes" : "**no**"} |`);
  lines.push("");
  return lines;
}
