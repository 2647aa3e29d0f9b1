import {
  companyContext,
  dateText,
  howItWasMade,
  money,
  named,
  onDay,
  pctSize,
  signedPct,
  bigMoney,
  type CompanyFacts,
  type DataSource,
  type StoryText,
  type WrittenArticle,
} from "./article";

// One story per company event worth a reader's time: a quarterly report, a dividend raised or
// cut, a Zen Rating grade change, an analyst's upgrade or downgrade, a large one-day move. Each
// function is pure: the same facts give the same story, word for word.

export interface EarningsFacts {
  company: CompanyFacts;
  date: string;
  fiscalYear: number;
  fiscalQuarter: number;
  eps: number | null;
  revenue: number | null;
  yearAgoEps: number | null;
  yearAgoRevenue: number | null;
  /** With a full-year report filed the same day: its EPS and the analysts' estimate made before it. */
  annualEps: number | null;
  estimateEps: number | null;
  surprisePct: number | null;
}

const QUARTERS = ["first", "second", "third", "fourth"];
const change = (now: number, before: number) => (before !== 0 ? ((now - before) / Math.abs(before)) * 100 : null);

function story(
  kind: WrittenArticle["kind"],
  key: string,
  date: string,
  companyIds: number[],
  text: StoryText,
  premium: StoryText | null = null,
  premiumOnly = false,
): WrittenArticle {
  return { kind, key, date, companyIds, ...text, premium, premiumOnly };
}

export function earningsStory(f: EarningsFacts, source: DataSource): WrittenArticle {
  const c = f.company;
  const period = `fiscal ${f.fiscalYear} ${QUARTERS[f.fiscalQuarter - 1] ?? `Q${f.fiscalQuarter}`} quarter`;
  const beat = f.surprisePct === null ? null : f.surprisePct >= 0 ? "beat" : "missed";
  const headline =
    beat && f.annualEps !== null
      ? `${c.name} ${beat === "beat" ? "beats" : "misses"} full-year profit estimate as it reports ${period} results`
      : f.eps !== null && f.yearAgoEps !== null
        ? `${c.name} ${f.eps >= f.yearAgoEps ? "grows" : "reports lower"} quarterly earnings per share`
        : `${c.name} reports ${period} results`;
  const lead = [
    `${named(c)} reported results for its ${period} ${onDay(f.date)}`,
    f.eps === null
      ? ". The report as OpenZen holds it gives no figure for earnings per share, so the story tells what it does hold."
      : `, with earnings of ${money(f.eps)} a share`,
  ];
  if (f.eps !== null && f.yearAgoEps !== null) {
    const ch = change(f.eps, f.yearAgoEps);
    lead.push(
      `, against ${money(f.yearAgoEps)} in the same quarter a year earlier${ch === null || Math.abs(ch) > 999 ? "" : ` (${ch >= 0 ? "up" : "down"} ${pctSize(ch)})`}.`,
    );
  } else if (f.eps !== null) lead.push(".");
  const paragraphs = [lead.join("")];
  if (f.revenue !== null) {
    const ch = f.yearAgoRevenue ? change(f.revenue, f.yearAgoRevenue) : null;
    paragraphs.push(
      `Revenue for the quarter was ${bigMoney(f.revenue)}${f.yearAgoRevenue ? `, compared with ${bigMoney(f.yearAgoRevenue)} a year before` : ""}${ch === null ? "" : `, ${ch >= 0 ? "a rise" : "a fall"} of ${pctSize(ch)}`}.`,
    );
  }
  if (f.annualEps !== null && f.estimateEps !== null && f.surprisePct !== null)
    paragraphs.push(
      `The company also filed its full-year figures: earnings of ${money(f.annualEps)} a share for fiscal ${f.fiscalYear}. Analysts' consensus estimate before the report was ${money(f.estimateEps)}, so the result ${beat} the estimate by ${pctSize(f.surprisePct)}.`,
    );
  else
    paragraphs.push(
      "Analysts' estimates on OpenZen are for full fiscal years, so this quarter is compared with the company's own record rather than with a quarterly forecast.",
    );
  paragraphs.push(companyContext(c, f.date));
  paragraphs.push(
    `The company's earnings page on OpenZen lists every quarterly report with its revenue and earnings per share, and the forecast page shows what analysts expect for the years ahead.`,
  );
  paragraphs.push(howItWasMade(source, f.date));
  return story("earnings", `earnings:${c.id}:${f.fiscalYear}Q${f.fiscalQuarter}`, f.date, [c.id], {
    headline,
    summary: paragraphs[0]!,
    body: paragraphs,
  });
}

export interface DividendFacts {
  company: CompanyFacts;
  date: string;
  amount: number;
  previous: number;
  changePct: number;
  exDate: string;
  payDate: string | null;
}

export function dividendStory(f: DividendFacts, source: DataSource): WrittenArticle {
  const c = f.company;
  const raised = f.amount > f.previous;
  const verb = raised ? "raises" : "cuts";
  const headline = `${c.name} ${verb} its dividend ${pctSize(f.changePct)} to ${money(f.amount)} a share`;
  const lead = `${named(c)} ${raised ? "raised" : "cut"} its dividend ${onDay(f.date)}: the next payment is ${money(f.amount)} a share, ${raised ? "up" : "down"} ${pctSize(f.changePct)} from the previous ${money(f.previous)}.`;
  const dates = `Shareholders on record before the ex-dividend date, ${dateText(f.exDate)}, receive it${f.payDate ? ` on ${dateText(f.payDate)}` : ""}.`;
  const yieldText =
    c.close !== null && c.close > 0
      ? `At the day's close of ${money(c.close)}, four payments of the new amount would come to ${pctSize(((f.amount * 4) / c.close) * 100)} of the share price a year; the company's dividends page shows its actual schedule and yield.`
      : "The company's dividends page shows its full payment history and yield.";
  const meaning = raised
    ? "A higher dividend is paid out of the company's earnings and cash flow; OpenZen's dividend checks look at how well the payout is covered and how steadily it has grown."
    : "A lower dividend often follows weaker earnings or cash flow, or a decision to keep more cash in the business; OpenZen's dividend checks look at the payout's cover and stability.";
  const paragraphs = [lead, dates, yieldText, meaning, companyContext(c, f.date), howItWasMade(source, f.date)];
  return story("dividend", `dividend:${c.id}:${f.exDate}`, f.date, [c.id], {
    headline,
    summary: lead,
    body: paragraphs,
  });
}

export interface RatingMigrationFacts {
  company: CompanyFacts;
  date: string;
  grade: string;
  previous: string;
}

const GRADE_ORDER = "ABCDF";

/**
 * A Zen Rating grade change. The grade is Premium, and so is the fact that it moved (the free
 * answers never list grade changes), so only Premium members get this story: everyone else
 * gets a locked teaser naming neither the company nor the grades.
 */
export function ratingMigrationStory(f: RatingMigrationFacts, source: DataSource): WrittenArticle {
  const c = f.company;
  const up = GRADE_ORDER.indexOf(f.grade) < GRADE_ORDER.indexOf(f.previous);
  const headline = `${c.name}'s Zen Rating ${up ? "rises" : "falls"} to ${f.grade} from ${f.previous}`;
  const lead = `${named(c)} had its Zen Rating ${up ? "upgraded" : "downgraded"} to ${f.grade} from ${f.previous} ${onDay(f.date)}.`;
  const grades =
    f.grade === "A"
      ? "An A is the best grade the model gives; historically the A-rated group has done best of the five."
      : f.grade === "F"
        ? "An F is the lowest grade the model gives; historically the F-rated group has done worst of the five."
        : `A ${f.grade} sits ${GRADE_ORDER.indexOf(f.grade) < 2 ? "in the upper" : "in the lower"} half of the model's five grades.`;
  const model =
    "The Zen Rating is a quantitative model that grades every listed company from A to F on value, growth, momentum, sentiment, safety, financials and an AI component, against the rest of the market every day.";
  const body = [
    lead,
    grades,
    model,
    "The company's page shows the seven component ratings behind the grade and how the grade has moved over time.",
    companyContext(c, f.date),
    howItWasMade(source, f.date),
  ];
  const teaser = [
    "This story reports a change in a company's Zen Rating, which is part of OpenZen Premium.",
    "Premium members can read which company's grade moved and in which direction, with the component ratings behind it. The Zen Rating grades every listed company on five grades, every day.",
    howItWasMade(source, f.date),
  ];
  return story(
    "rating_migration",
    `rating:${c.id}:${f.date}`,
    f.date,
    [c.id],
    { headline: "A Zen Rating change (Premium)", summary: teaser[0]!, body: teaser },
    { headline, summary: lead, body },
    true,
  );
}

export interface AnalystActionFacts {
  company: CompanyFacts;
  date: string;
  analystId: number;
  analyst: string;
  firm: string;
  upgrade: boolean;
  rating: string;
  previousRating: string;
  target: number | null;
  previousTarget: number | null;
}

/**
 * An analyst's upgrade or downgrade. Who made a current call is Premium (the top analysts'
 * consensus is made of these calls), so the public story says "an analyst" and keeps the
 * rating and target, as the company page's recent ratings do.
 */
export function analystActionStory(f: AnalystActionFacts, source: DataSource): WrittenArticle {
  const c = f.company;
  const verb = f.upgrade ? "upgraded" : "downgraded";
  const upside =
    f.target !== null && c.close !== null && c.close > 0
      ? `The target is ${pctSize(((f.target - c.close) / c.close) * 100)} ${f.target >= c.close ? "above" : "below"} the day's close of ${money(c.close)}.`
      : "";
  const headline = (who: string) =>
    `${who} ${verb} ${c.name} to ${f.rating}${f.target === null ? "" : `, target ${money(f.target)}`}`;
  const record =
    "OpenZen keeps each analyst's record: every call is scored on the stock's return over the following year, and the analysts with the best records are ranked on the Top Analysts page.";
  const consensus =
    "The company's forecast page gathers the analysts' ratings and price targets into a consensus. One call says what one analyst thinks today; how often that analyst's earlier calls were right is the better guide to its weight.";
  /** Both versions tell the same story after their lead: the upside, a line of their own, the record and the context. */
  const body = (lead: string, line: string) => [
    lead,
    [upside, line].filter(Boolean).join(" "),
    record,
    consensus,
    companyContext(c, f.date),
    howItWasMade(source, f.date),
  ];

  // Everyone: the call's direction, rating and target, as the company page's recent ratings and
  // the watchlist events give them; not who made it, nor their previous call, which would name
  // them against the past calls their public profile lists.
  const publicLead = `An analyst ${verb} ${named(c)} to ${f.rating} ${onDay(f.date)}${f.target === null ? "" : ` with a price target of ${money(f.target)}`}.`;
  const publicText: StoryText = {
    headline: headline("An analyst"),
    summary: publicLead,
    body: body(
      publicLead,
      "Who made a call, and what they said before it, is shown to everyone once the call is a year old; Premium members see it at once, with the analyst's record.",
    ),
  };

  const targetText =
    f.target === null
      ? ""
      : f.previousTarget !== null && f.previousTarget !== f.target
        ? ` and ${f.target > f.previousTarget ? "raised" : "lowered"} the price target to ${money(f.target)} from ${money(f.previousTarget)}`
        : ` with a price target of ${money(f.target)}`;
  const who = `${f.analyst} of ${f.firm}`;
  const premiumLead = `${who} ${verb} ${named(c)} to ${f.rating} from ${f.previousRating} ${onDay(f.date)}${targetText}.`;
  const premiumText: StoryText = {
    headline: headline(who),
    summary: premiumLead,
    body: body(premiumLead, `The call replaces ${f.analyst}'s previous ${f.previousRating} rating on the stock.`),
  };
  return story("analyst_action", `analyst:${c.id}:${f.analystId}:${f.date}`, f.date, [c.id], publicText, premiumText);
}

export interface NotableMoveFacts {
  company: CompanyFacts & { close: number; dayChangePct: number };
  date: string;
  previousClose: number;
  /** The market index's change that day (percent), and the company's sector's. */
  marketChangePct: number | null;
  sectorChangePct: number | null;
  /** A 52-week high or low set that day. */
  extreme: "high" | "low" | null;
}

export function notableMoveStory(f: NotableMoveFacts, source: DataSource): WrittenArticle {
  const c = f.company;
  const up = c.dayChangePct > 0;
  const headline = `${c.name} shares ${up ? "jump" : "slide"} ${pctSize(c.dayChangePct)}`;
  const lead = `Shares of ${named(c)} ${up ? "rose" : "fell"} ${pctSize(c.dayChangePct)} ${onDay(f.date)}, closing at ${money(c.close)} from ${money(f.previousClose)} the day before${f.extreme ? `, a new 52-week ${f.extreme}` : ""}.`;
  const against = [
    f.marketChangePct === null
      ? null
      : `The OpenZen market index, the market-value-weighted change of every listed company, moved ${signedPct(f.marketChangePct)} that day`,
    f.sectorChangePct === null || !c.sector ? null : `the ${c.sector} sector ${signedPct(f.sectorChangePct)}`,
  ].filter(Boolean);
  const paragraphs = [
    lead,
    against.length
      ? `${against.join(", and ")}, so the move was ${Math.abs(c.dayChangePct - (f.marketChangePct ?? 0)) > 5 ? "largely the company's own" : "in step with the market"}.`
      : "OpenZen holds no market or sector figure for that day to compare the move with.",
    `The move was among the largest of the day on the market OpenZen follows. This story reports the price move only; the data OpenZen holds does not say why the shares moved, and a company's filings and news are the place to look for a reason.`,
    companyContext(c, f.date, { withClose: false }),
    "The company's page shows its price history, due-diligence checks and valuation.",
    howItWasMade(source, f.date),
  ].filter(Boolean);
  return story("notable_move", `move:${c.id}:${f.date}`, f.date, [c.id], {
    headline,
    summary: lead,
    body: paragraphs,
  });
}
