import { sql } from "kysely";
import { paths } from "../../../domain/paths";
import { digestMail } from "../../mail/digest-templates";
import { companyDigest, readCompanyDigestData } from "./company-digest";
import { digestPeriod, FIRST_DIGEST_DAYS } from "./digest-period";
import {
  DIGEST_CONCURRENCY,
  inParallel,
  isoDay,
  openDigestSession,
  OWNER_HAS_PREMIUM,
  type DigestReport,
  type DigestRun,
} from "./send-digests";

// The digests cover portfolios: a subscribed portfolio's member hears, at the frequency they
// chose, what changed for the companies it holds now (the market events a watchlist's digest
// lists: rating and score changes, dividends declared, raised and cut, earnings dates) and how
// their prices moved. Zen Rating changes only with Premium, as in the watchlists' digests. Each
// portfolio's digest is claimed once per period in sent_portfolio_digests inside the transaction
// that sends it, so two runs at once send it once and a failed send is tried again next run.

const DAY_MS = 86_400_000;

interface Candidate {
  id: number;
  name: string;
  email: string;
  premium: boolean;
  since: string | null;
  companies: number[];
}

export async function sendPortfolioDigests(run: DigestRun): Promise<DigestReport> {
  const { db, frequency } = run;
  const period = digestPeriod(frequency, run.now);
  const session = await openDigestSession(run, period);
  if (!session) return { period, sent: 0, skipped: 0 };
  const { asOf, url, unsubscribeUrl } = session;
  const report: DigestReport = { period, sent: 0, skipped: 0 };
  const firstSince = isoDay(new Date(Date.parse(asOf) - FIRST_DIGEST_DAYS[frequency] * DAY_MS));

  // The companies held now: bought minus sold; a split from our data scales a holding, never empties it.
  const candidates = await sql<Candidate>`
    SELECT p.id, p.name, u.email, ${OWNER_HAS_PREMIUM} AS premium,
           (SELECT max(d.as_of)::text FROM sent_portfolio_digests d WHERE d.portfolio_id = p.id) AS since,
           ARRAY(SELECT t.company_id FROM portfolio_transactions t
                 WHERE t.portfolio_id = p.id AND t.kind IN ('buy', 'sell')
                 GROUP BY t.company_id
                 HAVING sum(CASE WHEN t.kind = 'buy' THEN t.shares ELSE -t.shares END) > 1e-9
                 ORDER BY t.company_id) AS companies
    FROM portfolios p JOIN users u ON u.id = p.user_id
    WHERE p.subscribed AND p.subscription_frequency = ${frequency} AND u.confirmed_at IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM sent_portfolio_digests d WHERE d.portfolio_id = p.id AND d.period = ${period})
    ORDER BY p.id`.execute(db);
  const portfolios = candidates.rows.filter((p) => p.companies.length > 0);
  if (!portfolios.length) return report;

  const earliest = portfolios.reduce((min, p) => {
    const since = p.since ?? firstSince;
    return since < min ? since : min;
  }, firstSince);
  const allCompanies = [...new Set(portfolios.flatMap((p) => p.companies))];
  const data = await readCompanyDigestData(db, frequency, allCompanies, earliest, asOf);
  const label = { daily: "Daily", weekly: "Weekly", monthly: "Monthly" }[frequency];

  await inParallel(portfolios, DIGEST_CONCURRENCY, async (p) => {
    const since = p.since ?? firstSince;
    const { events: mine, sections } = companyDigest(data, { companies: p.companies, since, premium: p.premium }, url);
    const content = digestMail({
      subject: `${label} digest: ${p.name} (${mine.length} event${mine.length === 1 ? "" : "s"})`,
      title: `${p.name}: your ${frequency} digest`,
      intro: `What changed for the ${p.companies.length} compan${p.companies.length === 1 ? "y" : "ies"} your portfolio ${p.name} holds, since ${since}, up to ${asOf}.`,
      sections,
      action: { label: "Open the portfolio", url: url(paths.portfolio(p.id)) },
      unsubscribeUrl: unsubscribeUrl({ kind: "portfolio", id: p.id }),
      settingsUrl: url(paths.portfolio(p.id)),
    });
    try {
      const sent = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto("sent_portfolio_digests")
          .values({ portfolio_id: p.id, period, as_of: asOf })
          .onConflict((oc) => oc.doNothing())
          .returning("id")
          .executeTakeFirst();
        if (!claimed) return false;
        if (!(await run.mailer.send(p.email, content))) throw new Error("the digest could not be sent");
        return true;
      });
      if (sent) report.sent++;
      else report.skipped++;
    } catch (error) {
      run.log?.error({ err: error, portfolioId: p.id }, "portfolio digest not sent; the next run tries again");
      report.skipped++;
    }
  });
  return report;
}
