import { connect } from "../../db/connection";
import { loadConfig } from "../config";
import { ensureMarket } from "../market-bootstrap";
import { eventsToParent } from "./pipeline-messages";

// The market's build or catch-up at start (market-bootstrap.ts), in a process of its own
// (run-apart.ts, decision 068): its progress goes to the main process as messages, which shows it
// on the pages and in the logs. SIGTERM stops it after the current step, as the server's
// shutdown asks.

const config = loadConfig();
const { pool, db } = connect(process.env.MARKET_DATABASE_URL!, 4);
const stop = new AbortController();
process.once("SIGTERM", () => stop.abort());
try {
  await ensureMarket(pool, config, eventsToParent(), stop.signal);
} finally {
  await db.destroy();
}
