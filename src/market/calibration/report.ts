import { COMPONENT_INFO } from "../../domain/rating/components";
import { GRADES } from "../../domain/rating/grades";
import { checkBands } from "./bands";
import { levelsSection } from "./levels-report";
import type { MarketLevels } from "./market-levels";
import type { MarketStatistics } from "./measure-market";

// docs/market-calibration.md: the demo market beside real prices, statistic by statistic.

const num = (x: number | null | undefined, digits = 3) =>
  x === null || x === undefined || !Number.isFinite(x) ? "n/a" : x.toFixed(digits);
const pct = (x: number | null | undefined) =>
  x === null || x === undefined || !Number.isFinite(x) ? "n/a" : `${(x * 100).toFixed(1)} %`;

export interface ReportContext {
  demo: MarketStatistics;
  real: MarketStatistics | null;
  /** How the demo market was built and measured (companies, seed, as-of date), and how long things took. */
  demoLabel: string;
  realLabel: string;
  generatedOn: string;
  /** The demo market's levels on its latest date (from its screener values), and the real S&P 500's. */
  demoLevels?: MarketLevels | null;
  realLevels?: MarketLevels | null;
}

export function calibrationReport({
  demo,
  real,
  demoLabel,
  realLabel,
  generatedOn,
  demoLevels,
  realLevels,
}: ReportContext): string {
  const row = (name: string, f: (s: MarketStatistics) => string) =>
    `| ${name} | ${f(demo)} | ${real ? f(real) : "n/a"} |`;
  const lines: string[] = [
    "# Market calibration: the demo market beside real prices",
    "",
    "Written by `npm run data -- calibrate <real data directory>` (see `docs/decisions/018-calibrated-demo-market.md`).",
    "Every figure of both columns is measured by the same code (`src/market/calibration/`) on the",
    "database it names; the rating model is run afresh on each. Do not edit by hand.",
    "",
    `- Demo: ${demoLabel}`,
    `- Real: ${realLabel}`,
    `- Written: ${generatedOn}`,
    "",
    "## Returns",
    "",
    "| statistic | demo | real |",
    "|---|---|---|",
    row("Period", (s) => `${s.from} to ${s.to}`),
    row("Stocks measured", (s) => String(s.stocks)),
    row("Stock daily volatility (median, %)", (s) => num(s.stock.dailyVolatility * 100, 2)),
    row("Stock kurtosis of daily returns (median)", (s) => num(s.stock.kurtosis, 1)),
    row("Stock autocorrelation of squared returns (median)", (s) => num(s.stock.squaredAutocorrelation)),
    row("Equal-weighted index daily volatility (%)", (s) => num(s.index.dailyVolatility * 100, 2)),
    row("Index kurtosis", (s) => num(s.index.kurtosis, 1)),
    row("Index autocorrelation of squared returns", (s) => num(s.index.squaredAutocorrelation)),
    row("Cross-sectional dispersion of monthly returns (%)", (s) => num(s.dispersion * 100, 1)),
    "",
    "## Rating components: monthly rank IC, its t-statistic, top-minus-bottom decile",
    "",
    "IC: Spearman correlation of the component's score with the next month's return across the",
    "rated companies, averaged over months; t = mean / (sd / sqrt(months)). Decile spread: the",
    "top tenth's next-month return less the bottom tenth's, averaged and times 12.",
    "",
    "| component | demo IC | demo t | demo decile spread | real IC | real t | real decile spread | real months |",
    "|---|---|---|---|---|---|---|---|",
  ];
  demo.components.forEach((c, k) => {
    const r = real?.components[k];
    lines.push(
      `| ${COMPONENT_INFO[c.key].name} | ${num(c.meanIc)} | ${num(c.t, 1)} | ${pct(c.decileSpread)} | ${num(r?.meanIc)} | ${num(r?.t, 1)} | ${pct(r?.decileSpread)} | ${r?.months ?? "n/a"} |`,
    );
  });
  lines.push(
    "",
    "## Analyst ratings",
    "",
    "Buy hit rate: buy and strong-buy ratings followed by a year in which the stock beat the",
    "equal-weighted market; sell hit rate: sell and strong-sell ratings followed by a year in",
    "which it lagged. The real slice has no analyst ratings (no open data).",
    "",
    "| statistic | demo | real |",
    "|---|---|---|",
    row("Ratings judged", (s) => (s.analysts ? String(s.analysts.ratings) : "n/a")),
    row("Buy hit rate", (s) => pct(s.analysts?.buyHitRate)),
    row("Sell hit rate", (s) => pct(s.analysts?.sellHitRate)),
    "",
    "## Grade backtest",
    "",
    "Equal-weighted portfolios of each grade, formed each month-end and held a month",
    "(the product's backtest, `src/domain/rating/backtest.ts`).",
    "",
    "| grade | demo annual return | demo months beating the market | real annual return | real months beating the market |",
    "|---|---|---|---|---|",
  );
  for (const g of GRADES) {
    const d = demo.backtest.grades[g];
    const r = real?.backtest.grades[g];
    lines.push(`| ${g} | ${pct(d.annualReturn)} | ${pct(d.hitRate)} | ${pct(r?.annualReturn)} | ${pct(r?.hitRate)} |`);
  }
  lines.push(
    `| market | ${pct(demo.backtest.market.annualReturn)} | | ${pct(real?.backtest.market.annualReturn)} | |`,
    "",
    "Component weights of the latest month (walk-forward, `src/domain/rating/component-weights.ts`):",
    "",
    "| component | demo | real |",
    "|---|---|---|",
  );
  demo.weights.forEach((w, k) =>
    lines.push(`| ${COMPONENT_INFO[w.key].name} | ${pct(w.weight)} | ${pct(real?.weights[k]?.weight)} |`),
  );
  lines.push(
    "",
    "## Bands",
    "",
    "The bands the demo market must land in; the factor-of-two checks apply to the return statistics the real",
    "slice measures well (the ICs of the real slice are too noisy over its few years of",
    "fundamentals to be a target: a band holds them instead), and to the size of each decile",
    "spread the real slice measures over at least 120 months (its sign over one dozen-year",
    "sample is as much luck as premium).",
    "",
    "| check | demo | band | inside |",
    "|---|---|---|---|",
  );
  for (const b of checkBands(demo, real))
    lines.push(`| ${b.name} | ${b.value} | ${b.band} | ${b.ok ? "yes" : "**no**"} |`);
  lines.push("");
  if (demoLevels) lines.push(...levelsSection(demoLevels, realLevels ?? null));
  return lines.join("\n");
}
