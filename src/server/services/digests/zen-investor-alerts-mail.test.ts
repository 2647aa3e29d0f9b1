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
import { appendEntries, type LedgerEntry } from "../../../domain/zen-investor/ledger";
import type { Alert } from "../../../domain/zen-investor/run";
import { appendLedger } from "../../../market/zen-investor/ledger-store";
import { sendZenInvestorAlertMails } from "./zen-investor-alerts-mail";

// Zen Investor's alert mails through real SMTP to a capture server: each subscriber gets the
// alerts the ledger job wrote for the market date, once, with the company, side, date and reasons;
// a free member, a Premium member (Premium does not include Zen Investor), an unconfirmed or an
// unsubscribed subscriber get nothing, so no fresh alert reaches anyone who has not bought it.

const AS_OF = "2026-12-01";

describe("Zen Investor alert mails", () => {
  const env = useMailingApp();
  const audience = usePlanAudience(env, "zen_investor", ["ZIA", "ZIB", "ZIC"]);
  let last: LedgerEntry | null = null;

  const alert = (date: string, side: "buy" | "sell", companyId: number, reasons: Alert["reasons"]): Alert => ({
    date,
    side,
    companyId,
    reasons,
    grade: side === "buy" ? "A" : "D",
    score: 81,
    checks: [],
    valuation: { price: 12.5, pe: 14, pb: 2, ps: 1.5, dy: 0.01 },
  });

  /** The ledger job's night: its alerts appended to the chain, the market moved to `asOf`. */
  async function night(asOf: string, alerts: Alert[]) {
    const entries = appendEntries(
      last,
      alerts.map((a) => ({ kind: "alert" as const, alert: a })),
      "2026-12-01",
    );
    await appendLedger(env.t.database.db, entries);
    last = entries.at(-1) ?? last;
    await setMarketDate(env.t.database.db, asOf);
  }

  beforeAll(async () => {
    const [a, b, c] = audience.ids as [number, number, number];
    // A month-old alert (older than the lookback), then the market date's two.
    await night("2026-10-30", [alert("2026-10-30", "buy", c, ["qualifies"])]);
    await night(AS_OF, [alert(AS_OF, "buy", a, ["qualifies"]), alert(AS_OF, "sell", b, ["grade", "score"])]);
  }, 60_000);

  const run = () =>
    sendZenInvestorAlertMails({
      db: env.t.database.db,
      mailer: env.mailer,
      publicUrl: PUBLIC_URL,
      secret: undefined,
      now: new Date(),
    });
  const to = (user: SignedInUser) => mailsTo(env.smtp, user);

  it("mails a subscriber the day's alerts once, even from two runs at once", async () => {
    const [first, second] = await Promise.all([run(), run()]);
    expect(first.sent + second.sent).toBe(1);
    const [mail, ...more] = to(audience.subscriber);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Zen Investor: 2 new alerts (buy ZIA, sell ZIB)");
    expect(mail!.text).toContain(`Buy ZIA (ZIA Holdings): alert of ${AS_OF}`);
    expect(mail!.text).toContain("Why: meets every buy condition of the published rule.");
    expect(mail!.text).toContain(`Sell ZIB (ZIB Holdings): alert of ${AS_OF}`);
    expect(mail!.text).toContain("Why: Zen Rating fell below C; score fell under the floor.");
    expect(mail!.text).toContain("Zen Rating A, score 81, closed at $12.50 that day.");
    expect(mail!.text).toContain(`${PUBLIC_URL}/stock-picks/buy/2`);
    expect(mail!.text).toContain(`${PUBLIC_URL}/stock-picks/sell/3`);
    expect(mail!.text).toContain(`${PUBLIC_URL}/stocks/us/nyse/zia`);
    // The month-old alert is not today's.
    expect(mail!.text).not.toContain("ZIC");
    expect((await run()).sent).toBe(0);
  });

  it("sends nothing to a free member, a Premium member without Zen Investor or an unconfirmed address", async () => {
    expectMailKeptFor(env.smtp, audience.subscriber, audience.others, audience.tickers);
  });

  it("sends the next day's alert the next market day, nothing on a day without one, and nothing after a one-click unsubscribe", async () => {
    const [, b, c] = audience.ids as [number, number, number];
    await night("2026-12-02", []);
    expect((await run()).sent).toBe(0);
    await night("2026-12-03", [alert("2026-12-03", "buy", c, ["qualifies"])]);
    expect((await run()).sent).toBe(1);
    const latest = to(audience.subscriber).at(-1)!;
    expect(latest.subject).toBe("Zen Investor: 1 new alert (buy ZIC)");
    expect(latest.text).not.toContain("ZIA");

    const res = await env.t.app.inject({ method: "POST", url: unsubscribePath(latest) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("the Zen Investor alert mails");
    await night("2026-12-04", [alert("2026-12-04", "sell", b, ["stop"])]);
    const before = to(audience.subscriber).length;
    expect((await run()).sent).toBe(0);
    expect(to(audience.subscriber)).toHaveLength(before);
  });
});
