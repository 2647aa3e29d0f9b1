import { beforeAll, describe, expect, it } from "vitest";
import { setMarketDate, type SignedInUser } from "../../../../test/support/fixtures";
import {
  expectMailKeptFor,
  MAIL_PUBLIC_URL as PUBLIC_URL,
  mailsTo,
  useMailingApp,
  usePlanAudience,
  unsubscribePath,
} from "../../../../test/support/mail-app";
import type { Rebalance } from "../../../domain/strategies/backtest";
import { sendStrategyTradeMails } from "./strategy-trades-mail";

// Zen Strategies' trade mails through real SMTP to a capture server: each subscriber gets the
// trades of the rebalances made on the market date, once; a free member, a Premium member without
// Zen Strategies, an unconfirmed or unsubscribed subscriber get nothing, so no current book
// reaches anyone who has not bought it; the one-click unsubscribe stops them.

const AS_OF = "2026-12-01";

describe("Zen Strategies trade mails", () => {
  const env = useMailingApp();
  const audience = usePlanAudience(env, "zen_strategies", ["TRDA", "TRDB", "TRDC"]);

  async function record(id: string, asOf: string, rebalances: Rebalance[]) {
    await env.t.database.db
      .insertInto("strategy_records")
      .values({
        strategy_id: id,
        as_of: asOf,
        launched_on: "2026-12-01",
        figures: "{}",
        curve: "[]",
        rebalances: JSON.stringify(rebalances),
      })
      .onConflict((oc) => oc.column("strategy_id").doUpdateSet({ as_of: asOf, rebalances: JSON.stringify(rebalances) }))
      .execute();
    await setMarketDate(env.t.database.db, asOf);
  }

  const book = (signalDate: string, fillDate: string, trades: Rebalance["trades"]): Rebalance => ({
    signalDate,
    fillDate,
    holdings: trades
      .filter((x) => x.side === "buy")
      .map((x) => ({ companyId: x.companyId, weight: 0.5, price: x.price })),
    trades,
    turnover: 0.5,
    cost: 0.001,
  });

  beforeAll(async () => {
    const [a, b, c] = audience.ids as [number, number, number];
    // Top-rated value traded today; its month before is older than the lookback. Momentum last traded a month ago.
    await record("top-rated-value", AS_OF, [
      book("2026-10-30", "2026-11-02", [{ companyId: c, side: "buy", fraction: 1, price: 5 }]),
      book("2026-11-30", AS_OF, [
        { companyId: c, side: "sell", fraction: 1, price: 6 },
        { companyId: a, side: "buy", fraction: 0.5, price: 10 },
        { companyId: b, side: "buy", fraction: 0.5, price: 20 },
      ]),
    ]);
    await record("momentum-leaders", AS_OF, [
      book("2026-10-30", "2026-11-02", [{ companyId: c, side: "buy", fraction: 1, price: 5 }]),
    ]);
  }, 60_000);

  const run = () =>
    sendStrategyTradeMails({
      db: env.t.database.db,
      mailer: env.mailer,
      publicUrl: PUBLIC_URL,
      secret: undefined,
      now: new Date(),
    });
  const to = (user: SignedInUser) => mailsTo(env.smtp, user);

  it("mails a subscriber the day's trades once, even from two runs at once", async () => {
    const [first, second] = await Promise.all([run(), run()]);
    expect(first.sent + second.sent).toBe(1);
    const [mail, ...more] = to(audience.subscriber);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Zen Strategies: 1 rebalance to ${AS_OF}`);
    expect(mail!.text).toContain(`Top-Rated Value: traded at the close of ${AS_OF}`);
    expect(mail!.text).toContain("Sell TRDC (TRDC Holdings): 100.0 % of the book at $6.00");
    expect(mail!.text).toContain("Buy TRDA (TRDA Holdings): 50.0 % of the book at $10.00");
    expect(mail!.text).toContain(`${PUBLIC_URL}/stocks/us/nyse/trdb`);
    // The month-old rebalances are not today's.
    expect(mail!.text).not.toContain("Momentum Leaders");
    expect((await run()).sent).toBe(0);
  });

  it("sends nothing to a free member, a Premium member without Zen Strategies or an unconfirmed address", async () => {
    expectMailKeptFor(env.smtp, audience.subscriber, audience.others, audience.tickers);
  });

  it("sends the next rebalance the next market day, and nothing after a one-click unsubscribe", async () => {
    const [a, b] = audience.ids as [number, number];
    await record("top-rated-value", "2026-12-02", [
      book("2026-11-30", AS_OF, [{ companyId: a, side: "buy", fraction: 1, price: 10 }]),
      book("2026-12-01", "2026-12-02", [{ companyId: b, side: "sell", fraction: 0.2, price: 21 }]),
    ]);
    expect((await run()).sent).toBe(1);
    const latest = to(audience.subscriber).at(-1)!;
    expect(latest.text).toContain("Sell TRDB (TRDB Holdings): 20.0 % of the book at $21.00");
    expect(latest.text).not.toContain("TRDA");

    const res = await env.t.app.inject({ method: "POST", url: unsubscribePath(latest) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("the Zen Strategies trade mails");
    await record("top-rated-value", "2026-12-03", [
      book("2026-12-02", "2026-12-03", [{ companyId: a, side: "sell", fraction: 1, price: 11 }]),
    ]);
    const before = to(audience.subscriber).length;
    expect((await run()).sent).toBe(0);
    expect(to(audience.subscriber)).toHaveLength(before);
  });
});
