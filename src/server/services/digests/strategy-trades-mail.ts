import { sql } from "kysely";
import { companiesById } from "../../../db/repositories/strategy-records";
import { paths } from "../../../domain/paths";
import type { Rebalance } from "../../../domain/strategies/backtest";
import { houseStrategy } from "../../../domain/strategies/house";
import { digestMail, type DigestSection } from "../../mail/digest-templates";
import {
  DIGEST_CONCURRENCY,
  inParallel,
  isoDay,
  openDigestSession,
  OWNER_HAS_ZEN_STRATEGIES,
  type DigestReport,
  type DigestRun,
} from "./send-digests";

// Zen Strategies subscribers get each rebalance's trades by mail (decision 056): after the
// nightly strategy records, every house strategy that traded on the records' market date (or
// since the member's last trade mail, at most a week back) is listed with its buys and sells.
// Current books are what the plan sells, so only members holding Zen Strategies now are
// mailed; nobody else's query even reads them. Once per member and market date, through the
// digests' claim in sent_digests (decision 024).

const DAY_MS = 86_400_000;
/** How far back a member's first trade mail (or one after missed nights) reaches. */
export const TRADES_LOOKBACK_DAYS = 7;

interface RecordRow {
  strategy_id: string;
  as_of: string;
  rebalances: Rebalance[];
}

interface Subscriber {
  id: number;
  email: string;
  since: string | null;
}

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
const dollars = (x: number) => `$${x.toFixed(2)}`;

export async function sendStrategyTradeMails(run: Omit<DigestRun, "frequency">): Promise<DigestReport> {
  const { db } = run;
  const { rows: records } = await sql<RecordRow>`
    SELECT strategy_id, as_of::text AS as_of, rebalances FROM strategy_records ORDER BY strategy_id`.execute(db);
  // The job writes every record with the same market date; the latest one is the night's.
  const asOf = records.reduce<string | undefined>(
    (max, r) => (max === undefined || r.as_of > max ? r.as_of : max),
    undefined,
  );
  if (!asOf) return { period: "trades", sent: 0, skipped: 0 };
  const period = `trades:${asOf}`;
  const session = await openDigestSession(run, period);
  if (!session) return { period, sent: 0, skipped: 0 };
  const { url } = session;
  const earliest = isoDay(new Date(Date.parse(asOf) - TRADES_LOOKBACK_DAYS * DAY_MS));

  const { rows: subscribers } = await sql<Subscriber>`
    SELECT u.id, u.email,
           (SELECT max(d.as_of)::text FROM sent_digests d WHERE d.strategy_trades_user_id = u.id) AS since
    FROM users u
    WHERE u.subscribed_to_strategy_trades AND u.confirmed_at IS NOT NULL AND ${OWNER_HAS_ZEN_STRATEGIES}
      AND NOT EXISTS (SELECT 1 FROM sent_digests d WHERE d.strategy_trades_user_id = u.id AND d.period = ${period})
    ORDER BY u.id`.execute(db);
  if (subscribers.length === 0) return session.report;

  const recent = records.flatMap((r) => r.rebalances.filter((b) => b.fillDate > earliest));
  const tradedIds = new Set(recent.flatMap((b) => b.trades.map((t) => t.companyId)));
  const companies = await companiesById(db, [...tradedIds]);

  /** Each strategy's rebalances filled after `since` up to the market date, as mail sections. */
  const sectionsSince = (since: string): DigestSection[] =>
    records.flatMap((record) => {
      const house = houseStrategy(record.strategy_id);
      if (!house) return [];
      return record.rebalances
        .filter((b) => b.fillDate > since && b.fillDate <= asOf)
        .map((b) => ({
          title: `${house.name}: traded at the close of ${b.fillDate}`,
          empty: "No trades: the book was already on its targets.",
          lines: [...b.trades]
            .sort((x, y) => (x.side === y.side ? y.fraction - x.fraction : x.side === "sell" ? -1 : 1))
            .map((t) => {
              const c = companies.get(t.companyId);
              const name = c ? `${c.ticker} (${c.name})` : `company #${t.companyId}`;
              return {
                text: `${t.side === "buy" ? "Buy" : "Sell"} ${name}: ${percent(t.fraction)} of the book at ${dollars(t.price)}`,
                ...(c ? { url: url(paths.company(c)) } : {}),
              };
            }),
        }));
    });

  await inParallel(subscribers, DIGEST_CONCURRENCY, async (member) => {
    const since = member.since && member.since > earliest ? member.since : earliest;
    const sections = sectionsSince(since);
    // A night without a rebalance sends nothing and claims nothing.
    if (sections.length === 0) return;
    const count = sections.length;
    await session.claimAndSend({ kind: "trades", id: member.id }, () =>
      run.mailer.send(
        member.email,
        digestMail({
          subject: `Zen Strategies: ${count} rebalance${count === 1 ? "" : "s"} to ${asOf}`,
          title: "Zen Strategies trades",
          intro: `The trades of each rebalance since ${since}, up to the market date ${asOf}. Each was made at the close of its day, at the record's stated costs; the shares are of the book before the trade.`,
          sections,
          action: { label: "Open Zen Strategies", url: url(paths.stockStrategies()) },
          unsubscribeUrl: session.unsubscribeUrl({ kind: "trades", id: member.id }),
          settingsUrl: url(paths.userSettings()),
        }),
      ),
    );
  });
  return session.report;
}
