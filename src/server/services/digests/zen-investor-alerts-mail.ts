import { sql } from "kysely";
import { companiesById } from "../../../db/repositories/strategy-records";
import { alertsBetween } from "../../../db/repositories/zen-investor-alerts";
import { paths } from "../../../domain/paths";
import type { AlertBody } from "../../../domain/zen-investor/ledger";
import { reasonText } from "../../../domain/zen-investor/reasons";
import { digestMail, type DigestSection } from "../../mail/digest-templates";
import {
  DIGEST_CONCURRENCY,
  inParallel,
  isoDay,
  openDigestSession,
  OWNER_HAS_ZEN_INVESTOR,
  type DigestReport,
  type DigestRun,
} from "./send-digests";

// Zen Investor subscribers get each new alert by mail the day it fires (decision 064): right after
// the ledger job has written the night's alerts, every alert dated after the member's last alert
// mail (at most a week back) up to the market date, with the company, the side, the date and the
// rule's reasons. Fresh alerts are what the plan sells, so only members holding Zen Investor now
// are selected; nobody else's query reads an alert. Once per member and market date, through the
// digests' claim in sent_digests (decision 024).

const DAY_MS = 86_400_000;
/** How far back a member's first alert mail (or one after missed nights) reaches. */
export const ALERTS_LOOKBACK_DAYS = 7;

interface Subscriber {
  id: number;
  email: string;
  since: string | null;
}

const dollars = (x: number) => `$${x.toFixed(2)}`;

/** The rule's reasons in the alert pages' words; a buy says whose conditions it met. */
const reasonWords = (reasons: readonly string[]) =>
  reasons
    .map((r) => (r === "qualifies" ? "meets every buy condition of the published rule" : reasonText(r)))
    .join("; ");

export async function sendZenInvestorAlertMails(run: Omit<DigestRun, "frequency">): Promise<DigestReport> {
  const { db } = run;
  const market = await db.selectFrom("market_meta").select("value").where("key", "=", "as_of").executeTakeFirst();
  const asOf = typeof market?.value === "string" ? market.value : null;
  const period = `zen-investor-alerts:${asOf ?? ""}`;
  const session = asOf ? await openDigestSession(run, period) : null;
  if (!asOf || !session) return { period, sent: 0, skipped: 0 };
  const { url } = session;
  const earliest = isoDay(new Date(Date.parse(asOf) - ALERTS_LOOKBACK_DAYS * DAY_MS));

  const { rows: subscribers } = await sql<Subscriber>`
    SELECT u.id, u.email,
           (SELECT max(d.as_of)::text FROM sent_digests d WHERE d.zen_investor_alerts_user_id = u.id) AS since
    FROM users u
    WHERE u.subscribed_to_zen_investor_alerts AND u.confirmed_at IS NOT NULL AND ${OWNER_HAS_ZEN_INVESTOR}
      AND NOT EXISTS (SELECT 1 FROM sent_digests d WHERE d.zen_investor_alerts_user_id = u.id AND d.period = ${period})
    ORDER BY u.id`.execute(db);
  if (subscribers.length === 0) return session.report;

  const alerts = await alertsBetween(db, earliest, asOf);
  if (alerts.length === 0) return session.report;
  const companies = await companiesById(
    db,
    alerts.map((a) => a.companyId),
  );

  const section = (alert: (typeof alerts)[number]): DigestSection => {
    const body = alert.body as AlertBody;
    const c = companies.get(alert.companyId);
    const name = c ? `${c.ticker} (${c.name})` : `company #${alert.companyId}`;
    const side = alert.side === "buy" ? "Buy" : "Sell";
    const facts = [
      body.grade ? `Zen Rating ${body.grade}` : null,
      body.score !== null ? `score ${body.score}` : null,
      body.valuation.price !== null ? `closed at ${dollars(body.valuation.price)} that day` : null,
    ].filter((f): f is string => f !== null);
    return {
      title: `${side} ${name}: alert of ${alert.date}`,
      empty: "",
      lines: [
        { text: `Why: ${reasonWords(body.reasons)}.` },
        ...(facts.length ? [{ text: `${facts.join(", ")}.` }] : []),
        {
          text: "Fills at the next trading day's close.",
          url: url(alert.side === "buy" ? paths.stockPicksBuy(alert.seq) : paths.stockPicksSell(alert.seq)),
        },
        ...(c ? [{ text: `${c.ticker}'s company page`, url: url(paths.company(c)) }] : []),
      ],
    };
  };

  await inParallel(subscribers, DIGEST_CONCURRENCY, async (member) => {
    const since = member.since && member.since > earliest ? member.since : earliest;
    const fresh = alerts.filter((a) => a.date > since);
    // A night without a new alert sends nothing and claims nothing.
    if (fresh.length === 0) return;
    const count = fresh.length;
    await session.claimAndSend({ kind: "alerts", id: member.id }, () =>
      run.mailer.send(
        member.email,
        digestMail({
          subject: `Zen Investor: ${count} new alert${count === 1 ? "" : "s"} (${fresh
            .slice(0, 3)
            .map((a) => `${a.side} ${companies.get(a.companyId)?.ticker ?? `#${a.companyId}`}`)
            .join(", ")}${count > 3 ? ", ..." : ""})`,
          title: "Zen Investor alerts",
          intro: `The model portfolio's rule fired ${count === 1 ? "once" : `${count} times`} since ${since}, up to the market date ${asOf}. Each alert is in the public ledger already; it fills at the next trading day's close.`,
          sections: fresh.map(section),
          action: { label: "Open your Zen Investor dashboard", url: url(paths.stockPicksDashboard()) },
          unsubscribeUrl: session.unsubscribeUrl({ kind: "alerts", id: member.id }),
          settingsUrl: url(paths.userSettings()),
        }),
      ),
    );
  });
  return session.report;
}
