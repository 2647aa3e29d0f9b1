import { sql, type Kysely, type RawBuilder } from "kysely";
import type { DB } from "../../db/schema";
import { decodeRatingHistory } from "../rating/history-codec";
import { dayOf, isoDay, metaText as meta, recentCloses } from "../recent-closes";

// The events step of the market pipeline (decision 024): dated events of every company, written
// to market_events from the tables the product holds, the same for the demo market and imported
// data. Each kind is one INSERT ... SELECT over the days since the last run (set-based, so 6,000
// companies take seconds), except the two kinds whose data is packed in bytea (Zen Rating grades,
// prices), which are one pass over the loaded rows. The unique key (company, date, kind, key)
// with ON CONFLICT DO NOTHING makes a rerun write nothing twice.
//
// Point in time: an event dated d uses only rows known on d (filings by their filing date, an
// estimate made before the filing, the previous dividend or analyst call, prices up to d).

/** A first run writes the events of the last year: the timeline and digests look back less. */
const FIRST_RUN_DAYS = 365;
/** Earnings dates are taken as announced two weeks ahead; a dividend without a report before it, three weeks before its ex-date. */
const EARNINGS_NOTICE_DAYS = 14;
const DIVIDEND_NOTICE_DAYS = 21;
/** A 52-week high or low counts as news on its first day after this many trading days without one. */
const EXTREME_QUIET_DAYS = 10;
/** A due-diligence score change smaller than this is noise. */
const SCORE_STEP = 0.5;

export const GRADES = ["", "A", "B", "C", "D", "F"] as const;

/** Events are missing or older than the market (or the ratings, whose grade changes they carry). */
export async function eventsAreStale(db: Kysely<DB>): Promise<boolean> {
  const [asOf, eventsAsOf] = await Promise.all([meta(db, "as_of"), meta(db, "events_as_of")]);
  return asOf !== null && asOf !== eventsAsOf;
}

export interface EventsResult {
  from: string;
  to: string;
  written: number;
  seconds: number;
}

/** Writes the events dated after the last run, up to the market's date. Null when there is no market. */
export async function writeMarketEvents(db: Kysely<DB>): Promise<EventsResult | null> {
  const started = performance.now();
  const [to, last, any] = await Promise.all([
    meta(db, "as_of"),
    meta(db, "events_as_of"),
    db.selectFrom("market_events").select("id").limit(1).executeTakeFirst(),
  ]);
  if (!to) return null;
  // Incremental: the days after the last run. A first run, or a market rebuilt (its events went
  // with its companies, or its date went back), starts a year back.
  const from = last && last <= to && any ? last : isoDay(dayOf(to) - FIRST_RUN_DAYS);
  let written = 0;
  await db.transaction().execute(async (trx) => {
    // No new day (a rerun, or research redone on the same date): only the scores can have moved.
    if (from < to) {
      for (const query of setQueries(from, to)) {
        const r = await query.execute(trx);
        written += Number(r.numAffectedRows ?? 0);
      }
      written += await gradeChanges(trx, from, to);
      written += await priceExtremes(trx, from, to);
    }
    written += await scoreChanges(trx, to);
    await trx
      .insertInto("market_meta")
      .values({ key: "events_as_of", value: JSON.stringify(to) })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: JSON.stringify(to), updated_at: new Date() }))
      .execute();
  });
  return { from, to, written, seconds: (performance.now() - started) / 1000 };
}

const INSERT = sql`INSERT INTO market_events (company_id, date, kind, key, payload)`;
const DONE = sql`ON CONFLICT (company_id, date, kind, key) DO NOTHING`;

/** One statement per kind; `from` is exclusive, `to` inclusive. */
function setQueries(from: string, to: string): RawBuilder<unknown>[] {
  const window = (column: RawBuilder<unknown>) => sql`${column} > ${from}::date AND ${column} <= ${to}::date`;
  return [
    // Earnings: the quarter's report on its filing day; with an annual report filed the same day,
    // its EPS against the consensus estimate made before that day.
    sql`${INSERT}
      SELECT q.company_id, q.filed_on, 'earnings_reported', q.fiscal_year || 'Q' || q.fiscal_quarter,
             jsonb_strip_nulls(jsonb_build_object('fiscalYear', q.fiscal_year, 'fiscalQuarter', q.fiscal_quarter,
               'eps', q.eps, 'revenue', q.revenue, 'annualEps', a.eps, 'estimateEps', e.eps,
               'surprisePct', CASE WHEN e.eps IS NOT NULL AND e.eps <> 0 AND a.eps IS NOT NULL
                                   THEN round(((a.eps - e.eps) / abs(e.eps) * 100)::numeric, 1) END))
      FROM fundamentals q
      LEFT JOIN fundamentals a ON a.company_id = q.company_id AND a.period = 'A'
        AND a.fiscal_year = q.fiscal_year AND a.filed_on = q.filed_on
      LEFT JOIN LATERAL (
        SELECT eps FROM analyst_estimates
        WHERE company_id = q.company_id AND forecast_year = q.fiscal_year AND as_of < q.filed_on
        ORDER BY as_of DESC LIMIT 1) e ON a.eps IS NOT NULL
      WHERE q.period = 'Q' AND ${window(sql`q.filed_on`)}
        -- A restatement filed later is not a new earnings report.
        AND NOT EXISTS (SELECT 1 FROM fundamentals o WHERE o.company_id = q.company_id AND o.period = 'Q'
                        AND o.period_end = q.period_end AND o.filed_on < q.filed_on)
      ${DONE}`,
    sql`${INSERT}
      SELECT company_id, report_date - ${EARNINGS_NOTICE_DAYS}::int, 'earnings_upcoming', fiscal_year || 'Q' || fiscal_quarter,
             jsonb_build_object('reportDate', report_date::text, 'fiscalYear', fiscal_year, 'fiscalQuarter', fiscal_quarter)
      FROM earnings_dates
      WHERE ${window(sql`report_date - ${EARNINGS_NOTICE_DAYS}::int`)}
      ${DONE}`,
    // Declared, raised or cut: against the company's previous dividend. Companies declare with
    // their quarterly report, so the declaration is dated by the last report in the 60 days
    // before the ex-date (the demo market declares exactly then), or three weeks before it.
    sql`${INSERT}
      SELECT company_id, declared_on,
             CASE WHEN previous IS NULL OR abs(amount - previous) <= previous * 0.005 THEN 'dividend_declared'
                  WHEN amount > previous THEN 'dividend_raised' ELSE 'dividend_cut' END,
             ex_date::text,
             jsonb_strip_nulls(jsonb_build_object('amount', amount, 'previous', previous, 'exDate', ex_date::text,
               'payDate', pay_date::text,
               'changePct', CASE WHEN previous > 0 THEN round(((amount - previous) / previous * 100)::numeric, 1) END))
      FROM (
        SELECT d.*, coalesce(r.report_date, d.ex_date - ${DIVIDEND_NOTICE_DAYS}::int) AS declared_on
        FROM (SELECT *, lag(amount) OVER (PARTITION BY company_id ORDER BY ex_date) AS previous FROM dividends) d
        CROSS JOIN LATERAL (
          SELECT max(report_date) AS report_date FROM earnings_dates e
          WHERE e.company_id = d.company_id AND e.report_date <= d.ex_date AND e.report_date > d.ex_date - 60) r
      ) declared
      WHERE ${window(sql`declared_on`)}
      ${DONE}`,
    sql`${INSERT}
      SELECT company_id, ex_date, 'ex_dividend', '', jsonb_build_object('amount', amount, 'payDate', pay_date::text)
      FROM dividends WHERE ${window(sql`ex_date`)}
      ${DONE}`,
    sql`${INSERT}
      SELECT company_id, ex_date, 'split', '', jsonb_build_object('ratio', ratio)
      FROM splits WHERE source = 'reported' AND ${window(sql`ex_date`)}
      ${DONE}`,
    // Analyst calls against the same analyst's previous call on the company.
    sql`${INSERT}
      SELECT r.company_id, r.rated_on,
             CASE WHEN r.rank > r.previous_rank THEN 'analyst_upgrade'
                  WHEN r.rank < r.previous_rank THEN 'analyst_downgrade' ELSE 'analyst_target_change' END,
             r.analyst_id::text,
             jsonb_strip_nulls(jsonb_build_object('analyst', a.name, 'firm', f.name, 'rating', r.rating,
               'previousRating', r.previous_rating, 'target', r.price_target, 'previousTarget', r.previous_target))
      FROM (SELECT *, lag(rating) OVER w AS previous_rating, lag(rank) OVER w AS previous_rank,
                   lag(price_target) OVER w AS previous_target
            FROM (SELECT *, CASE rating WHEN 'strong_buy' THEN 5 WHEN 'buy' THEN 4 WHEN 'hold' THEN 3
                                        WHEN 'sell' THEN 2 ELSE 1 END AS rank
                  FROM analyst_ratings) ranked
            WINDOW w AS (PARTITION BY analyst_id, company_id ORDER BY rated_on, id)) r
      JOIN analysts a ON a.id = r.analyst_id
      JOIN analyst_firms f ON f.id = a.firm_id
      WHERE ${window(sql`r.rated_on`)} AND r.previous_rank IS NOT NULL
        AND (r.rank <> r.previous_rank OR r.price_target IS DISTINCT FROM r.previous_target)
      ${DONE}`,
    // Insiders: one event per company and day, by the day's net shares.
    sql`${INSERT}
      SELECT company_id, traded_on, CASE WHEN sum(shares) > 0 THEN 'insider_buying' ELSE 'insider_selling' END, '',
             jsonb_build_object('shares', abs(sum(shares)), 'value', round(abs(sum(shares * price))),
               'insiders', count(DISTINCT insider))
      FROM insider_transactions WHERE ${window(sql`traded_on`)}
      GROUP BY company_id, traded_on HAVING sum(shares) <> 0
      ${DONE}`,
  ];
}

interface EventRow {
  company_id: number;
  date: string;
  kind: "grade_change" | "score_change" | "high_52w" | "low_52w";
  payload: string;
}

/** Inserts in slices (PostgreSQL takes at most 65,535 parameters a statement). */
async function insertEvents(db: Kysely<DB>, events: EventRow[]): Promise<number> {
  let written = 0;
  for (let i = 0; i < events.length; i += 5000) {
    const r = await db
      .insertInto("market_events")
      .values(events.slice(i, i + 5000))
      .onConflict((oc) => oc.columns(["company_id", "date", "kind", "key"]).doNothing())
      .executeTakeFirst();
    written += Number(r.numInsertedOrUpdatedRows ?? 0);
  }
  return written;
}

/** Zen Rating grade changes, from the packed rating history. */
async function gradeChanges(db: Kysely<DB>, from: string, to: string): Promise<number> {
  const [fromDay, toDay] = [dayOf(from), dayOf(to)];
  const histories = await db.selectFrom("rating_history").select(["company_id", "data"]).execute();
  const events: EventRow[] = [];
  for (const h of histories) {
    const entries = decodeRatingHistory(h.data);
    for (let i = 1; i < entries.length; i++) {
      const e = entries[i]!;
      const previous = entries[i - 1]!;
      if (e.day <= fromDay || e.day > toDay || e.grade === previous.grade) continue;
      events.push({
        company_id: h.company_id,
        date: isoDay(e.day),
        kind: "grade_change",
        payload: JSON.stringify({ grade: GRADES[e.grade], previous: GRADES[previous.grade] }),
      });
    }
  }
  return insertEvents(db, events);
}

/**
 * New 52-week closing highs and lows, on split-adjusted closes (a split is no crash). Each
 * company's last two years of prices are read at once and decoded into typed columns.
 */
async function priceExtremes(db: Kysely<DB>, from: string, to: string): Promise<number> {
  const [fromDay, toDay] = [dayOf(from), dayOf(to)];
  const closesOf = await recentCloses(db, Number(from.slice(0, 4)) - 1, Number(to.slice(0, 4)));
  const events: EventRow[] = [];
  for (const [company, { days, closes }] of closesOf) {
    let lastHigh = -Infinity;
    let lastLow = -Infinity;
    for (let k = 0; k < days.length; k++) {
      const day = days[k]!;
      const yearAgo = day - 365;
      if (days[0]! > yearAgo) continue; // less than a year of prices: no 52-week range yet
      let high = -Infinity;
      let low = Infinity;
      for (let j = k - 1; j >= 0 && days[j]! > yearAgo; j--) {
        if (closes[j]! > high) high = closes[j]!;
        if (closes[j]! < low) low = closes[j]!;
      }
      const close = closes[k]!;
      const inWindow = day > fromDay && day <= toDay;
      if (close > high) {
        if (inWindow && k - lastHigh > EXTREME_QUIET_DAYS) events.push(extreme(company, day, "high_52w", close, high));
        lastHigh = k;
      } else if (close < low) {
        if (inWindow && k - lastLow > EXTREME_QUIET_DAYS) events.push(extreme(company, day, "low_52w", close, low));
        lastLow = k;
      }
    }
  }
  return insertEvents(db, events);
}

function extreme(
  company: number,
  day: number,
  kind: "high_52w" | "low_52w",
  close: number,
  previous: number,
): EventRow {
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    company_id: company,
    date: isoDay(day),
    kind,
    payload: JSON.stringify({ close: round(close), previous: round(previous) }),
  };
}

/**
 * Due-diligence score changes: company_research holds only the latest score, so the step keeps
 * the last score it saw and writes an event dated the research date when today's differs.
 */
async function scoreChanges(db: Kysely<DB>, to: string): Promise<number> {
  const r = await sql`
    WITH current AS (SELECT company_id, overall_score::real AS score, as_of FROM company_research),
    changed AS (
      INSERT INTO market_events (company_id, date, kind, key, payload)
      SELECT c.company_id, least(c.as_of, ${to}::date), 'score_change', '',
             jsonb_build_object('score', round(c.score::numeric, 1), 'previous', round(s.score::numeric, 1))
      FROM current c JOIN market_event_scores s ON s.company_id = c.company_id
      WHERE abs(c.score - s.score) >= ${SCORE_STEP}
      ON CONFLICT (company_id, date, kind, key) DO NOTHING
      RETURNING 1)
    , kept AS (
      INSERT INTO market_event_scores (company_id, score)
      SELECT company_id, score FROM current
      ON CONFLICT (company_id) DO UPDATE SET score = EXCLUDED.score
        WHERE abs(EXCLUDED.score - market_event_scores.score) >= ${SCORE_STEP}
      RETURNING 1)
    SELECT (SELECT count(*) FROM changed)::int AS n, (SELECT count(*) FROM kept)::int AS kept`.execute(db);
  return (r.rows[0] as { n: number }).n;
}
