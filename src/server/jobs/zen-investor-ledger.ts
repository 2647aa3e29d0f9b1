import type pg from "pg";
import { readMarketState } from "../../market/market-state";
import { databaseUrlOf, runApart } from "../apart/run-apart";
import { createMailer } from "../mail/mailer";
import { DIGEST_CONCURRENCY } from "../services/digests/send-digests";
import { sendZenInvestorAlertMails } from "../services/digests/zen-investor-alerts-mail";
import { defineJob, type JobContext } from "./job";

// Zen Investor's record (decision 062), moved forward each night after the market update and the
// strategy records: the day's fills of yesterday's alerts and the day's new alerts are appended
// to the hash-chained ledger; nothing stored is ever rewritten. The record the public pages show
// (figures, positions, monthly market updates) is rewritten from the same run. Then the
// subscribers are mailed the new alerts (decision 064): the same morning, whatever time the job
// ends; a mail that fails is claimed by nobody and goes out with the next run's. The rule's run
// holds every company's history in memory: it runs in a process of its own (decision 068).

export const zenInvestorLedger = defineJob({
  name: "zen-investor-ledger",
  schedule: { cron: "0 5 * * *" },
  queue: { policy: "stately", retryLimit: 1, retryDelay: 15 * 60, expireInSeconds: 3600 },
  async run({ config, db, pool, log, signal }) {
    const state = await readMarketState(pool);
    if (!state.asOf) {
      log.info("no market to run the model portfolio on yet");
      return;
    }
    let refused: string | undefined;
    let appended = 0;
    try {
      await runApart(
        "zen-investor-ledger-apart",
        { LEDGER_DATABASE_URL: databaseUrlOf(pool), LEDGER_AS_OF: state.asOf },
        signal,
        (message) => {
          const m = message as { kind?: string; reason?: string; entries?: number };
          if (m.kind === "refused") refused = m.reason;
          if (m.kind === "appended") appended = m.entries ?? 0;
        },
      );
    } catch (error) {
      throw refused ? new Error(refused, { cause: error }) : error;
    }
    log.info({ asOf: state.asOf, appended }, "zen investor ledger moved forward");
    await mailAlerts({ config, db, log });
  },
});

async function mailAlerts({ config, db, log }: Pick<JobContext, "config" | "db" | "log">) {
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    db,
    log,
    pool: DIGEST_CONCURRENCY,
  });
  try {
    const common = { db, mailer, publicUrl: config.publicUrl, secret: config.digestSecret, log, now: new Date() };
    log.info(await sendZenInvestorAlertMails(common), "zen investor alert mails sent");
  } finally {
    mailer.close();
  }
}

/**
 * Whether the public record lags the market (never run, or run on an older market date): the
 * server then runs the job at start rather than wait for 05:00, so a first start, or one after
 * missed nights, has a record and its alerts mailed the same day.
 */
export async function zenInvestorLedgerStale(pool: pg.Pool): Promise<boolean> {
  const state = await readMarketState(pool);
  if (!state.asOf) return false;
  const { rows } = await pool.query<{ as_of: string }>("SELECT as_of::text AS as_of FROM zen_investor_record");
  const recorded = rows[0]?.as_of ?? null;
  return recorded === null || recorded < state.asOf;
}
