import { sql, type Kysely } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { DB, WatchlistFrequency } from "../../../db/schema";
import { paths } from "../../../domain/paths";
import { digestMail } from "../../mail/digest-templates";
import type { Mailer } from "../../mail/mailer";
import { loadScreenerSnapshot } from "../../screener/load-snapshot";
import { screenIds } from "../../screener/screen-ids";
import { savedScreenFilters, savedScreenLists } from "../../screener/present-saved";
import { assertScreenAllowed, resolveScreen } from "../../screener/resolve-screen";
import { AppError } from "../../errors";
import { companyDigest, readCompanyDigestData } from "./company-digest";
import { digestPeriod, FIRST_DIGEST_DAYS } from "./digest-period";
import { digestSecret, signUnsubscribe, type DigestTarget } from "./unsubscribe-token";

// The digests of one frequency (decision 024): every subscribed watchlist and saved screen of a
// confirmed address gets one mail per period. Exactly once: each send claims its (watchlist,
// period) row in sent_digests inside a transaction and sends before committing; a second run,
// here or on another server, waits on the claim and then finds it taken. A failed send rolls the
// claim back, so the next run tries again.

const DAY_MS = 86_400_000;
/** Mails sent at once: enough to keep an SMTP server busy, few enough for the pool. */
export const DIGEST_CONCURRENCY = 4;
const MAX_SCREEN_NAMES = 25;

export interface DigestRun {
  db: Kysely<DB>;
  mailer: Mailer;
  publicUrl: string;
  secret: string | undefined;
  log?: FastifyBaseLogger;
  frequency: WatchlistFrequency;
  now: Date;
}

export interface DigestReport {
  period: string;
  sent: number;
  /** Claimed by another run, or a send that failed (tried again next run). */
  skipped: number;
}

interface WatchlistCandidate {
  id: number;
  name: string;
  email: string;
  premium: boolean;
  since: string | null;
}

interface ScreenCandidate {
  id: number;
  name: string | null;
  email: string;
  filters: string;
  lastIds: number[] | null;
  premium: boolean;
  userId: number;
  universe: string | null;
}

/** Whether the user `u` holds Premium now (the statuses the session lookup grants). */
export const OWNER_HAS_PREMIUM = sql<boolean>`EXISTS (SELECT 1 FROM subscriptions p WHERE p.user_id = u.id AND p.plan = 'premium'
  AND p.status IN ('trialing', 'active', 'past_due') AND p.current_period_end > now())`;

/** Whether the user `u` holds Zen Strategies now (the same statuses). */
export const OWNER_HAS_ZEN_STRATEGIES = sql<boolean>`EXISTS (SELECT 1 FROM subscriptions p WHERE p.user_id = u.id
  AND p.plan = 'zen_strategies' AND p.status IN ('trialing', 'active', 'past_due') AND p.current_period_end > now())`;

/** Whether the user `u` holds Zen Investor now (the same statuses). */
export const OWNER_HAS_ZEN_INVESTOR = sql<boolean>`EXISTS (SELECT 1 FROM subscriptions p WHERE p.user_id = u.id
  AND p.plan = 'zen_investor' AND p.status IN ('trialing', 'active', 'past_due') AND p.current_period_end > now())`;

/**
 * Whether the screen's owner may still run it: a screen saved with Premium filters by a member
 * whose Premium has lapsed sends no alert, since which companies enter it would tell what those
 * filters select (as the dashboard shows it no count).
 */
function screenAllowed(filters: string, premium: boolean): boolean {
  try {
    const { screen } = resolveScreen(filters);
    assertScreenAllowed({ ...screen, sort: null }, { hasPremium: premium, lockCompanies: !premium });
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

async function marketAsOf(db: Kysely<DB>): Promise<string | null> {
  const row = await db.selectFrom("market_meta").select("value").where("key", "=", "as_of").executeTakeFirst();
  return typeof row?.value === "string" ? row.value : null;
}

/** Runs `work` over `items`, `limit` at a time. */
export async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** What every digest of a run shares: the period, the market date, links, and the claim. */
export interface DigestSession {
  period: string;
  asOf: string;
  report: DigestReport;
  url(path: string): string;
  unsubscribeUrl(target: DigestTarget): string;
  /** Claims the period for the target, sends and commits; a claim already taken sends nothing. */
  claimAndSend(target: DigestTarget, send: (trx: Kysely<DB>) => Promise<boolean>): Promise<void>;
}

/** Opens a run's session for `period`; null when no market is loaded (nothing to report). */
export async function openDigestSession(
  run: Pick<DigestRun, "db" | "publicUrl" | "secret" | "log">,
  period: string,
): Promise<DigestSession | null> {
  const { db } = run;
  const report: DigestReport = { period, sent: 0, skipped: 0 };
  const asOf = await marketAsOf(db);
  if (!asOf) return null;
  const secret = await digestSecret(db, run.secret);
  const url = (path: string) => `${run.publicUrl}${path}`;
  return {
    period,
    asOf,
    report,
    url,
    unsubscribeUrl: (target) =>
      url(`/digests/unsubscribe?token=${encodeURIComponent(signUnsubscribe(secret, target))}`),
    async claimAndSend(target, send) {
      try {
        const sent = await db.transaction().execute(async (trx) => {
          const claimed = await trx
            .insertInto("sent_digests")
            .values({
              watchlist_id: target.kind === "watchlist" ? target.id : null,
              saved_screener_id: target.kind === "screen" ? target.id : null,
              followed_analysts_user_id: target.kind === "analysts" ? target.id : null,
              strategy_trades_user_id: target.kind === "trades" ? target.id : null,
              zen_investor_alerts_user_id: target.kind === "alerts" ? target.id : null,
              period,
              as_of: asOf,
            })
            .onConflict((oc) => oc.doNothing())
            .returning("id")
            .executeTakeFirst();
          if (!claimed) return false;
          if (!(await send(trx))) throw new Error("the digest could not be sent");
          return true;
        });
        if (sent) report.sent++;
        else report.skipped++;
      } catch (error) {
        run.log?.error({ err: error, target }, "digest not sent; the next run tries again");
        report.skipped++;
      }
    },
  };
}

export async function sendDigests(run: DigestRun): Promise<DigestReport> {
  const { db, frequency } = run;
  const period = digestPeriod(frequency, run.now);
  const session = await openDigestSession(run, period);
  if (!session) return { period, sent: 0, skipped: 0 };
  const { asOf, report, url, unsubscribeUrl, claimAndSend } = session;
  const firstSince = isoDay(new Date(Date.parse(asOf) - FIRST_DIGEST_DAYS[frequency] * DAY_MS));

  // Watchlists: who gets one, and what they hold.
  const watchlists = await sql<WatchlistCandidate>`
    SELECT w.id, w.name, u.email,
           ${OWNER_HAS_PREMIUM} AS premium,
           (SELECT max(d.as_of)::text FROM sent_digests d WHERE d.watchlist_id = w.id) AS since
    FROM watchlists w JOIN users u ON u.id = w.user_id
    WHERE w.subscribed AND w.subscription_frequency = ${frequency} AND u.confirmed_at IS NOT NULL
      AND EXISTS (SELECT 1 FROM watchlist_companies wc WHERE wc.watchlist_id = w.id)
      AND NOT EXISTS (SELECT 1 FROM sent_digests d WHERE d.watchlist_id = w.id AND d.period = ${period})
    ORDER BY w.id`.execute(db);
  if (watchlists.rows.length) {
    const ids = watchlists.rows.map((w) => w.id);
    const holdings = await db
      .selectFrom("watchlist_companies")
      .select(["watchlist_id", "company_id"])
      .where("watchlist_id", "in", ids)
      .orderBy("watchlist_id")
      .orderBy("position")
      .execute();
    const companiesOf = new Map<number, number[]>();
    for (const h of holdings) {
      const list = companiesOf.get(h.watchlist_id) ?? [];
      list.push(h.company_id);
      companiesOf.set(h.watchlist_id, list);
    }
    const earliest = watchlists.rows.reduce((min, w) => {
      const since = w.since ?? firstSince;
      return since < min ? since : min;
    }, firstSince);
    // One read of every event any of these watchlists can show, and of their prices.
    const allCompanies = [...new Set(holdings.map((h) => h.company_id))];
    const data = await readCompanyDigestData(db, frequency, allCompanies, earliest, asOf);

    await inParallel(watchlists.rows, DIGEST_CONCURRENCY, (w) =>
      claimAndSend({ kind: "watchlist", id: w.id }, async () => {
        const since = w.since ?? firstSince;
        const companies = companiesOf.get(w.id) ?? [];
        const { events: mine, sections } = companyDigest(data, { companies, since, premium: w.premium }, url);
        const label = { daily: "Daily", weekly: "Weekly", monthly: "Monthly" }[frequency];
        const content = digestMail({
          subject: `${label} digest: ${w.name} (${mine.length} event${mine.length === 1 ? "" : "s"})`,
          title: `${w.name}: your ${frequency} digest`,
          intro: `What changed for the ${companies.length} compan${companies.length === 1 ? "y" : "ies"} of ${w.name} since ${since}, up to ${asOf}.`,
          sections,
          action: { label: "Open the watchlist", url: url(paths.watchlist(w.id)) },
          unsubscribeUrl: unsubscribeUrl({ kind: "watchlist", id: w.id }),
          settingsUrl: url(paths.watchlists()),
        });
        return run.mailer.send(w.email, content);
      }),
    );
  }

  // Screen alerts: which companies entered and left each subscribed saved screen.
  const screens = await sql<ScreenCandidate>`
    SELECT s.id, s.name, u.email, s.filters, s.last_company_ids AS "lastIds",
           ${OWNER_HAS_PREMIUM} AS premium, s.user_id AS "userId", s.universe
    FROM saved_screeners s JOIN users u ON u.id = s.user_id
    WHERE s.subscribed AND s.subscription_frequency = ${frequency} AND u.confirmed_at IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM sent_digests d WHERE d.saved_screener_id = s.id AND d.period = ${period})
    ORDER BY s.id`.execute(db);
  // A screen over a member's own list runs within the list as it is now; one whose list was
  // deleted no longer runs, so it sends nothing (its saved screens entry says so).
  const allowed: (ScreenCandidate & { runs: string })[] = [];
  for (const s of screens.rows.filter((c) => screenAllowed(c.filters, c.premium))) {
    const runs = s.universe ? savedScreenFilters(s, await savedScreenLists(db, s.userId, [s])) : s.filters;
    if (runs !== null) allowed.push({ ...s, runs });
  }
  if (allowed.length) {
    const snapshot = await loadScreenerSnapshot(db);
    await inParallel(allowed, DIGEST_CONCURRENCY, (s) =>
      claimAndSend({ kind: "screen", id: s.id }, async (trx) => {
        const now = screenIds(snapshot, s.runs);
        const before = new Set(s.lastIds ?? []);
        const after = new Set(now);
        const entered = s.lastIds ? now.filter((id) => !before.has(id)) : now;
        const left = (s.lastIds ?? []).filter((id) => !after.has(id));
        await trx.updateTable("saved_screeners").set({ last_company_ids: now }).where("id", "=", s.id).execute();
        const names = await companyLinks(trx, [...entered, ...left]);
        const line = (id: number) => names.get(id) ?? { text: `Company ${id}` };
        const name = s.name ?? "Your saved screen";
        const content = digestMail({
          subject: `Screen alert: ${name} (${entered.length} in, ${left.length} out)`,
          title: `${name}: screen alert`,
          intro: s.lastIds
            ? `${now.length} companies match the screen as of ${asOf}: ${entered.length} entered and ${left.length} left since the last alert.`
            : `${now.length} companies match the screen as of ${asOf}. The next alert will say which entered and which left.`,
          sections: [
            {
              title: s.lastIds ? "Entered the screen" : "In the screen",
              empty: "None.",
              lines: entered.slice(0, MAX_SCREEN_NAMES).map((id) => line(id)),
            },
            ...(s.lastIds
              ? [
                  {
                    title: "Left the screen",
                    empty: "None.",
                    lines: left.slice(0, MAX_SCREEN_NAMES).map((id) => line(id)),
                  },
                ]
              : []),
          ],
          action: {
            label: "Open the screen",
            url: url(
              paths.stockScreener(
                [s.filters, s.universe ? `u=${s.universe}` : ""].filter(Boolean).join("&") || undefined,
              ),
            ),
          },
          unsubscribeUrl: unsubscribeUrl({ kind: "screen", id: s.id }),
          settingsUrl: url(paths.savedScreeners()),
        });
        return run.mailer.send(s.email, content);
      }),
    );
  }
  return report;

  async function companyLinks(trx: Kysely<DB>, ids: number[]) {
    if (!ids.length) return new Map<number, { text: string; url: string }>();
    const rows = await trx
      .selectFrom("companies")
      .select(["id", "ticker", "exchange", "name"])
      .where("id", "in", ids)
      .execute();
    return new Map(rows.map((c) => [c.id, { text: `${c.ticker} · ${c.name}`, url: url(paths.company(c)) }]));
  }
}
