import { mkdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import pino from "pino";
import { openDatabase } from "../src/db/connection";
import { migrate } from "../src/db/migrate";
import { writeMarketEvents } from "../src/market/company-events/events-step";
import { demoBuild } from "../src/market/pipeline/data-steps";
import { runMarketPipeline } from "../src/market/pipeline/market-pipeline";
import { readMarketState } from "../src/market/market-state";
import { pipelineEvents } from "../src/server/market-build/pipeline-events";
import { sendDigests } from "../src/server/services/digests/send-digests";
import { createMailer } from "../src/server/mail/mailer";
import { startSmtpCapture } from "../test/support/smtp-capture";
import { freePort, ROOT } from "./lib";

// Market events and digests (decision 024), two figures, each against a baseline from the same
// run:
//   events step at 6,000 companies, its first run (a year of events), target under 15 s;
//     baseline: reading the rows it reads (the year's filings, dividends, calls, trades, two
//     years of packed prices, the rating histories) without computing anything.
//   digest job for 10,000 subscribed watchlists (10 companies each) to a local SMTP capture,
//     target at least 200 mails a second; baseline: reading the rows it reads.
// Uses its own 6,000-company market in .data/bench-digests (built on the first run, without the
// Zen Rating history to save minutes: the grade-change pass then has no histories to read).

const COMPANIES = 6000;
const WATCHLISTS = 10_000;
const AS_OF = "2026-11-20";

const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function benchDigests() {
  const dataDir = path.join(ROOT, ".data", "bench-digests");
  await mkdir(dataDir, { recursive: true });
  const database = await openDatabase({ dataDir, embeddedPort: await freePort(), poolSize: 8 });
  const { db, pool } = database;
  try {
    await migrate(pool);
    if (!(await readMarketState(pool)).asOf) {
      console.log(`digests: building the ${COMPANIES}-company demo market first`);
      await runMarketPipeline(pool, {
        data: demoBuild({ companies: COMPANIES, seed: "bench-digests", asOf: AS_OF }),
        skip: ["rating"],
        events: pipelineEvents({ print: console.log, bar: process.stderr }),
      });
    }
    const asOf = (await readMarketState(pool)).asOf!;
    const from = new Date(Date.parse(asOf) - 365 * 86_400_000).toISOString().slice(0, 10);

    // Events step: a first run (a year of events), twice, best of the two.
    let best = Infinity;
    let written = 0;
    for (let i = 0; i < 2; i++) {
      await sql`TRUNCATE market_events, market_event_scores`.execute(db);
      await db.deleteFrom("market_meta").where("key", "=", "events_as_of").execute();
      const t = performance.now();
      const r = await writeMarketEvents(db);
      best = Math.min(best, performance.now() - t);
      written = r?.written ?? 0;
    }
    const t0 = performance.now();
    await Promise.all([
      sql`SELECT * FROM fundamentals WHERE period = 'Q' AND filed_on > ${from}::date`.execute(db),
      sql`SELECT * FROM earnings_dates WHERE report_date > ${from}::date - 14`.execute(db),
      sql`SELECT * FROM dividends`.execute(db),
      sql`SELECT * FROM splits`.execute(db),
      sql`SELECT * FROM analyst_ratings`.execute(db),
      sql`SELECT * FROM insider_transactions WHERE traded_on > ${from}::date`.execute(db),
      sql`SELECT company_id, year, data FROM price_years WHERE year >= ${Number(from.slice(0, 4)) - 1}`.execute(db),
      sql`SELECT * FROM rating_history`.execute(db),
      sql`SELECT company_id, overall_score FROM company_research`.execute(db),
    ]);
    const read = performance.now() - t0;
    const t1 = performance.now();
    const again = await writeMarketEvents(db);
    const incremental = performance.now() - t1;
    console.log(
      `events step, ${COMPANIES} companies, first run: ${secs(best)} for ${written} events (target < 15 s); ` +
        `reading the same rows: ${secs(read)}; ratio ${(best / read).toFixed(1)}x; ` +
        `an update with no new day: ${secs(incremental)} (${again?.written ?? 0} written)`,
    );

    // Digests: 10,000 confirmed members, one weekly watchlist of 10 companies each.
    await sql`DELETE FROM users WHERE email LIKE 'bench-digest-%'`.execute(db);
    await sql`INSERT INTO users (email, confirmed_at, created_at, updated_at)
              SELECT 'bench-digest-' || n || '@example.com', now(), now(), now() FROM generate_series(1, ${WATCHLISTS}) n`.execute(
      db,
    );
    await sql`INSERT INTO watchlists (user_id, name, subscribed, subscription_frequency, created_at, updated_at)
              SELECT id, 'Bench ' || id, true, 'weekly', now(), now() FROM users WHERE email LIKE 'bench-digest-%'`.execute(
      db,
    );
    await sql`INSERT INTO watchlist_companies (watchlist_id, company_id, position)
              SELECT w.id, c.id, row_number() OVER (PARTITION BY w.id)
              FROM watchlists w JOIN users u ON u.id = w.user_id AND u.email LIKE 'bench-digest-%'
              CROSS JOIN LATERAL (SELECT id FROM companies WHERE delisted_on IS NULL
                                  ORDER BY md5(w.id::text || id::text) LIMIT 10) c`.execute(db);
    const smtp = await startSmtpCapture();
    const log = pino({ level: "warn" });
    const mailer = createMailer({ smtpUrl: smtp.url, from: "OpenZen <bench@openzen.example>", db, log, pool: 4 });
    const weekAfter = new Date(Date.parse(asOf) + 3 * 86_400_000);
    const t2 = performance.now();
    const report = await sendDigests({
      db,
      mailer,
      publicUrl: "http://openzen.test",
      secret: "bench",
      log,
      frequency: "weekly",
      now: weekAfter,
    });
    const sending = performance.now() - t2;
    const since = new Date(Date.parse(asOf) - 7 * 86_400_000).toISOString().slice(0, 10);
    const t3 = performance.now();
    await sql`SELECT w.id, w.name, u.email FROM watchlists w JOIN users u ON u.id = w.user_id WHERE w.subscribed`.execute(
      db,
    );
    await sql`SELECT watchlist_id, company_id FROM watchlist_companies`.execute(db);
    await sql`SELECT e.*, c.ticker FROM market_events e JOIN companies c ON c.id = e.company_id
              WHERE e.date > ${since}::date`.execute(db);
    await sql`SELECT company_id, vals->>'price', vals->>'chg1w' FROM screener_snapshot`.execute(db);
    const reading = performance.now() - t3;
    mailer.close();
    const rate = report.sent / (sending / 1000);
    console.log(
      `digest job, ${WATCHLISTS} watchlists: ${report.sent} mails in ${secs(sending)}, ${rate.toFixed(0)} mails/s ` +
        `(target >= 200; ${smtp.mails.length} captured); reading the same rows: ${secs(reading)}; ratio ${(sending / reading).toFixed(1)}x`,
    );
    await smtp.close();
    await sql`DELETE FROM users WHERE email LIKE 'bench-digest-%'`.execute(db);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchDigests();
