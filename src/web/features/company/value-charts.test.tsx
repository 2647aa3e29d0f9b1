import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CompanyDividends, FairValueView } from "../../../domain/contracts/company";
import { DividendCharts, payoutSummary } from "./dividend-charts";
import { FairValueChart } from "./fair-value-card";
import { targetSummary } from "./price-target-card";

// The fair value, price target and dividend pictures: what they draw and what they say in words.

const fairValue: FairValueView = {
  price: 70,
  fairValue: 100,
  discount: 0.3,
  fairValueReason: null,
  grahamValue: 90,
  grahamReason: null,
  discountRate: 0.08,
  shortTermGrowth: 0.1,
  growthSource: "forecast",
  growthYears: null,
  terminalGrowth: 0.02,
  bondRate: 0.04,
  aaBondRate: 0.05,
  aaBondSource: null,
};

// The charts are loaded after the page in the browser; on the server, before the first render.

describe("the fair value chart", () => {
  it("puts the price, the DCF value and the Graham value on one scale with the 20% zones", () => {
    const html = renderToStaticMarkup(<FairValueChart fairValue={fairValue} companyName="Acme" />);
    expect(html.match(/data-mark=/g)).toHaveLength(3);
    expect(html.match(/data-zone=/g)).toHaveLength(3);
    expect(html).toContain(">Fair value (DCF) $100.00</text>");
    expect(html).toContain(">$80.00 to $120.00</td>");
    expect(html).toContain(
      "The price, $70.00, is more than 20% below the fair value of $100.00 (30% undervalued). The Graham value is $90.00.",
    );
  });

  it("is not drawn without a positive fair value", () => {
    expect(renderToStaticMarkup(<FairValueChart fairValue={{ ...fairValue, fairValue: null }} companyName="A" />)).toBe(
      "",
    );
    expect(renderToStaticMarkup(<FairValueChart fairValue={{ ...fairValue, fairValue: -5 }} companyName="A" />)).toBe(
      "",
    );
  });
});

describe("the price target chart's words", () => {
  const t = { low: 80, average: 100, high: 130, count: 5, upside: 0.1 };
  it("says where the price sits among the targets", () => {
    expect(targetSummary(t, 70)).toBe(
      "Targets run from $80.00 to $130.00, averaging $100.00. The price, $70.00, is below the lowest target.",
    );
    expect(targetSummary(t, 90)).toContain("between the lowest and the average target");
    expect(targetSummary(t, 120)).toContain("between the average and the highest target");
    expect(targetSummary(t, 140)).toContain("above the highest target");
    expect(targetSummary(t, null)).toBe("Targets run from $80.00 to $130.00, averaging $100.00.");
  });
});

describe("the dividend charts", () => {
  const dividends = {
    header: { name: "Acme" },
    dividendsKnown: true,
    paying: true,
    payoutRatio: 0.45,
    annual: [
      { year: 2024, total: 2 },
      { year: 2023, total: 1.9 },
    ],
    history: [
      { exDate: "2024-09-01", payDate: "2024-09-15", amount: 0.5 },
      { exDate: "2024-06-01", payDate: "2024-06-15", amount: 0.5 },
      { exDate: "2024-03-01", payDate: "2024-03-15", amount: 0.5 },
    ],
  } as unknown as CompanyDividends;

  it("draws a bar per year and per payment, oldest first, and the payout ratio against 90%", () => {
    const html = renderToStaticMarkup(<DividendCharts dividends={dividends} />);
    const chart = (id: string) => {
      const start = html.indexOf(`data-testid="${id}"`);
      return html.slice(start, html.indexOf("</figure>", start));
    };
    expect(chart("dividend-annual-chart").match(/<rect data-bar=/g)).toHaveLength(2);
    expect(chart("dividend-payments-chart").match(/<rect data-bar=/g)).toHaveLength(3);
    expect(chart("dividend-payments-chart").indexOf("Mar 1, 2024")).toBeLessThan(
      chart("dividend-payments-chart").indexOf("Sep 1, 2024"),
    );
    expect(chart("payout-ratio-chart")).toContain(">Payout ratio 45%</text>");
    expect(html).toContain(payoutSummary("Acme", 0.45));
    expect(payoutSummary("Acme", 0.95)).toContain("at or over the 90%");
  });

  it("draws nothing when the dividends are unknown or there are none", () => {
    expect(renderToStaticMarkup(<DividendCharts dividends={{ ...dividends, dividendsKnown: false }} />)).toBe("");
    expect(renderToStaticMarkup(<DividendCharts dividends={{ ...dividends, annual: [], history: [] }} />)).toBe("");
  });
});
