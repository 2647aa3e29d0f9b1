import { sql } from "kysely";
import { listFollowedCalls } from "../../../db/repositories/followed-analysts";
import { paths } from "../../../domain/paths";
import { digestMail } from "../../mail/digest-templates";
import { presentAnalystCall } from "../../presenters/followed-analysts";
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

// The weekly digest of followed analysts' new calls (decision 027): every subscribed member with a
// confirmed address who follows someone gets one mail per week listing the calls made since the
// market date the previous one covered (a first one looks back a week). Exactly once, through the
// same claim in sent_digests as the watchlist digests (decision 024), keyed by the member. A week
// without new calls sends nothing and claims nothing, so the next mail still starts where the
// last one ended. New calls are current calls, which are Premium (decision 042): a member without
// Premium is told how many there are, not who called what.

const DAY_MS = 86_400_000;
const MAX_CALLS_IN_MAIL = 40;

interface Candidate {
  id: number;
  email: string;
  since: string | null;
  following: number;
  premium: boolean;
}

export async function sendFollowedAnalystsDigests(run: Omit<DigestRun, "frequency">): Promise<DigestReport> {
  const period = digestPeriod("weekly", run.now);
  const session = await openDigestSession(run, period);
  if (!session) return { period, sent: 0, skipped: 0 };
  const { asOf, url } = session;
  const firstSince = isoDay(new Date(Date.parse(asOf) - FIRST_DIGEST_DAYS.weekly * DAY_MS));
  const { rows } = await sql<Candidate>`
    SELECT u.id, u.email,
           (SELECT max(d.as_of)::text FROM sent_digests d WHERE d.followed_analysts_user_id = u.id) AS since,
           (SELECT count(*)::int FROM followed_analysts fa WHERE fa.user_id = u.id) AS following,
           ${OWNER_HAS_PREMIUM} AS premium
    FROM users u
    WHERE u.subscribed_to_followed_analysts AND u.confirmed_at IS NOT NULL
      AND EXISTS (SELECT 1 FROM followed_analysts fa WHERE fa.user_id = u.id)
      AND NOT EXISTS (SELECT 1 FROM sent_digests d WHERE d.followed_analysts_user_id = u.id AND d.period = ${period})
    ORDER BY u.id`.execute(run.db);

  await inParallel(rows, DIGEST_CONCURRENCY, async (member) => {
    const since = member.since ?? firstSince;
    const calls = (
      await listFollowedCalls(run.db, member.id, { since, until: asOf, limit: MAX_CALLS_IN_MAIL + 1 })
    ).map(presentAnalystCall);
    if (calls.length === 0) return;
    const shown = calls.slice(0, MAX_CALLS_IN_MAIL);
    const more = calls.length > MAX_CALLS_IN_MAIL ? " (the latest 40)" : "";
    const lines = member.premium
      ? shown.map((c) => ({ date: c.date, text: c.headline, url: url(c.url) }))
      : [
          {
            text: `${shown.length}${calls.length > MAX_CALLS_IN_MAIL ? "+" : ""} new call${shown.length === 1 ? "" : "s"}: which companies, ratings and targets is Premium`,
            url: url(paths.plans()),
          },
        ];
    await session.claimAndSend({ kind: "analysts", id: member.id }, () =>
      run.mailer.send(
        member.email,
        digestMail({
          subject: `Your analysts: ${shown.length}${calls.length > MAX_CALLS_IN_MAIL ? "+" : ""} new call${shown.length === 1 ? "" : "s"}`,
          title: "Your followed analysts this week",
          intro: `New calls by the ${member.following} analyst${member.following === 1 ? "" : "s"} you follow since ${since}, up to ${asOf}${more}.`,
          sections: [
            {
              title: "New calls",
              empty: "No new calls.",
              lines,
            },
          ],
          action: { label: "Open your dashboard", url: url(paths.signedInHome()) },
          unsubscribeUrl: session.unsubscribeUrl({ kind: "analysts", id: member.id }),
          settingsUrl: url(paths.signedInHome()),
        }),
      ),
    );
  });
  return session.report;
}
