import type { PageMeta } from "../../lib/page-meta";
import type {
  CompanyDividends,
  CompanyEarnings,
  CompanyForecast,
  CompanyHeader,
  CompanyOverview,
  CompanyOwnership,
} from "../../../domain/contracts/company";
import {
  formatBigMoney,
  formatDate,
  formatInteger,
  formatMoney,
  formatPercent,
  formatPercentChange,
  formatScore,
  formatValuationGap,
} from "../../lib/format";
import { RATING_LABELS } from "../../lib/analyst-rating-labels";

// The <title> and description of each company page for search engines, written from the figures
// the page shows. Nothing here is hidden on the page itself: the server has already removed
// what the session may not see.

const SITE = "OpenZen";

function who(header: CompanyHeader): string {
  return `${header.name} (${header.ticker})`;
}

function title(header: CompanyHeader, topic: string): string {
  return `${who(header)} ${topic} · ${SITE}`;
}

function sentences(...parts: (string | null | false)[]): string {
  return parts.filter((p): p is string => typeof p === "string" && p.length > 0).join(" ");
}

function quoteSentence(header: CompanyHeader): string | null {
  const q = header.quote;
  if (!q) return null;
  const change = q.changePercent === null ? "" : ` (${formatPercentChange(q.changePercent, 2)})`;
  const delisted = header.delisted ? ` Delisted on ${formatDate(header.delisted.on)}.` : "";
  return `${who(header)} on ${header.exchange} closed at ${formatMoney(q.price)} on ${formatDate(q.date)}${change}.${delisted}`;
}

export function overviewMeta(o: CompanyOverview): PageMeta {
  const dd = o.dueDiligence;
  const fv = o.fairValue;
  return {
    title: title(o.header, "Stock Price, Due Diligence Score and Fair Value"),
    description: sentences(
      quoteSentence(o.header) ?? `${who(o.header)} on ${o.header.exchange}.`,
      dd ? `Due diligence score ${formatScore(dd.overall.score)} out of 100 from ${dd.overall.checks} checks.` : null,
      fv && fv.fairValue !== null
        ? `Fair value ${formatMoney(fv.fairValue)}${fv.discount !== null ? `, ${formatValuationGap(fv.discount)}` : ""}.`
        : null,
      o.header.sector
        ? `Sector: ${o.header.sector.name}${o.header.industry ? `, ${o.header.industry.name}` : ""}.`
        : null,
    ),
  };
}

export function forecastMeta(f: CompanyForecast): PageMeta {
  const c = f.consensus;
  const t = f.priceTarget;
  return {
    title: title(f.header, "Stock Forecast, Price Target and Analyst Ratings"),
    description: sentences(
      c && c.analysts > 0
        ? `${c.analysts} ${c.analysts === 1 ? "analyst rates" : "analysts rate"} ${who(f.header)} ${RATING_LABELS[c.rating]}.`
        : `Analyst forecast for ${who(f.header)}.`,
      t
        ? `The average price target of ${formatMoney(t.average)} implies ${formatPercent(Math.abs(t.upside))} ${t.upside >= 0 ? "upside" : "downside"} (range ${formatMoney(t.low)} to ${formatMoney(t.high)}).`
        : null,
      f.estimates.length > 0 ? "Earnings and revenue estimates by fiscal year." : null,
    ),
  };
}

export function earningsMeta(e: CompanyEarnings): PageMeta {
  const last = e.annual.reduce<CompanyEarnings["annual"][number] | null>(
    (best, row) => (best === null || row.fiscalYear > best.fiscalYear ? row : best),
    null,
  );
  return {
    title: title(e.header, "Earnings: EPS, Revenue and Surprises"),
    description: sentences(
      e.nextEarnings
        ? `${who(e.header)} reports next on ${formatDate(e.nextEarnings.date)}.`
        : `Earnings history of ${who(e.header)}.`,
      last && last.eps !== null
        ? `Fiscal ${last.fiscalYear} EPS ${formatMoney(last.eps)}${last.epsGrowth !== null ? ` (${formatPercentChange(last.epsGrowth)})` : ""}${
            last.revenue !== null ? `, revenue ${formatBigMoney(last.revenue)}` : ""
          }.`
        : null,
      "Quarterly and annual results and earnings surprises.",
    ),
  };
}

export function dividendsMeta(d: CompanyDividends): PageMeta {
  const name = who(d.header);
  let summary: string;
  if (d.paying && d.trailingAnnualDividend !== null) {
    const yieldText = d.dividendYield !== null ? `, a ${formatPercent(d.dividendYield, 2)} yield` : "";
    const payout = d.payoutRatio !== null ? ` with a ${formatPercent(d.payoutRatio)} payout ratio` : "";
    summary = `${name} pays ${formatMoney(d.trailingAnnualDividend)} a year per share${yieldText}${payout}.`;
  } else if (d.history.length > 0) {
    summary = `${name} has not paid a dividend in the last 12 months.`;
  } else {
    summary = `${name} does not pay a dividend.`;
  }
  return {
    title: title(d.header, "Dividend History, Yield and Payout Ratio"),
    description: sentences(
      summary,
      d.yearsPaid > 0 ? `Dividends paid ${d.yearsPaid} ${d.yearsPaid === 1 ? "year" : "years"} in a row.` : null,
    ),
  };
}

export function ownershipMeta(o: CompanyOwnership): PageMeta {
  const { net } = o;
  const name = who(o.header);
  return {
    title: title(o.header, "Insider Trading and Ownership"),
    description:
      net.direction === "none"
        ? `Insider transactions of ${name}: no net buying or selling in the last 12 months.`
        : `Insiders of ${name} were net ${net.direction === "buying" ? "buyers" : "sellers"} of ${formatInteger(Math.abs(net.netShares))} shares (${formatBigMoney(
            Math.abs(net.netValue),
          )}) in the last 12 months, in ${net.transactions} ${net.transactions === 1 ? "transaction" : "transactions"}.`,
  };
}
