import type { WatchlistFrequency } from "../../db/schema";
import { DIGEST_CONCURRENCY, sendDigests } from "../services/digests/send-digests";
import { sendFollowedAnalystsDigests } from "../services/digests/followed-analysts-digest";
import { sendPortfolioDigests } from "../services/digests/portfolio-digests";
import { sendStrategyTradeMails } from "../services/digests/strategy-trades-mail";
import { createMailer } from "../mail/mailer";
import { defineJob, type JobContext } from "./job";

// The digests, one job per frequency (decision 024), after the nightly market update (02:30 UTC)
// has brought the day's events: daily every morning, weekly on Mondays, monthly on the 1st;
// portfolios' digests go with the watchlists'. A job that runs twice, or on two servers, sends
// each digest once (each period's row is claimed); a run that fails half way is retried and sends
// only what is left.

async function run({ config, db, log }: JobContext, frequency: WatchlistFrequency | "analysts" | "trades", now: Date) {
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    db,
    log,
    pool: DIGEST_CONCURRENCY,
  });
  try {
    const common = { db, mailer, publicUrl: config.publicUrl, secret: config.digestSecret, log, now };
    const report =
      frequency === "analysts"
        ? await sendFollowedAnalystsDigests(common)
        : frequency === "trades"
          ? await sendStrategyTradeMails(common)
          : await sendDigests({ ...common, frequency });
    log.info(report, "digests sent");
    // Portfolios have the watchlists' frequencies: their digests go in the same run.
    if (frequency !== "analysts" && frequency !== "trades")
      log.info(await sendPortfolioDigests({ ...common, frequency }), "portfolio digests sent");
  } finally {
    mailer.close();
  }
}

/** The job data may name the moment the period is taken from (the CLI and tests); now by default. */
type DigestJobData = { now?: string };
const when = (data: DigestJobData) => (data.now ? new Date(data.now) : new Date());
const queue = { policy: "stately", retryLimit: 2, retryDelay: 10 * 60, expireInSeconds: 3600 } as const;

export const dailyDigests = defineJob<DigestJobData>({
  name: "digests-daily",
  schedule: { cron: "0 7 * * *" },
  queue,
  run: (context, data) => run(context, "daily", when(data)),
});

export const weeklyDigests = defineJob<DigestJobData>({
  name: "digests-weekly",
  schedule: { cron: "0 7 * * 1" },
  queue,
  run: (context, data) => run(context, "weekly", when(data)),
});

export const monthlyDigests = defineJob<DigestJobData>({
  name: "digests-monthly",
  schedule: { cron: "0 7 1 * *" },
  queue,
  run: (context, data) => run(context, "monthly", when(data)),
});

/** The followed analysts' new calls (decision 027), weekly after the watchlist digests. */
export const followedAnalystsDigests = defineJob<DigestJobData>({
  name: "digests-followed-analysts",
  schedule: { cron: "15 7 * * 1" },
  queue,
  run: (context, data) => run(context, "analysts", when(data)),
});

/**
 * Zen Strategies' trades (decision 056), each morning after the strategy records (04:30 UTC) have
 * taken in the night's market date: the rebalances made at that day's close.
 */
export const strategyTradeMails = defineJob<DigestJobData>({
  name: "digests-strategy-trades",
  schedule: { cron: "0 6 * * *" },
  queue,
  run: (context, data) => run(context, "trades", when(data)),
});
