import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/support/database";
import { MARKET_CHANGED_CHANNEL, notifyMarketChanged } from "./market-events";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(() => database?.close());

it("notifies listeners of market_changed, and only once the transaction commits", async () => {
  const listener = new pg.Client({ connectionString: database.url });
  await listener.connect();
  const heard: string[] = [];
  listener.on("notification", (m) => heard.push(m.channel));
  await listener.query(`LISTEN ${MARKET_CHANGED_CHANNEL}`);
  const writer = await database.pool.connect();
  try {
    await writer.query("BEGIN");
    await notifyMarketChanged(writer);
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toEqual([]);
    await writer.query("COMMIT");
    await notifyMarketChanged(database.pool);
    const deadline = Date.now() + 5000;
    while (heard.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(heard).toEqual(["market_changed", "market_changed"]);
  } finally {
    writer.release();
    await listener.end();
  }
});
