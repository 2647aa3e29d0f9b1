import { beforeAll, describe, expect, it } from "vitest";
import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { insertSignedInUser, type SignedInUser } from "../../../../test/support/fixtures";
import { jsonCaller } from "../../../../test/support/signed-in-call";
import {
  MAIL_PUBLIC_URL as PUBLIC_URL,
  mailsTo,
  useMailingApp,
  unsubscribePath,
} from "../../../../test/support/mail-app";
import { linkIn } from "../../../../test/support/smtp-capture";
import { sendPortfolioDigests } from "./portfolio-digests";

// Portfolio digests through real SMTP to a capture server: the member subscribes a portfolio from
// the API, gets one mail per period with the events of the companies it holds now (not of one
// sold), Zen Rating changes with Premium only, and a one-click unsubscribe that works signed out.

const AS_OF = "2019-06-28";
const MONDAY = new Date("2019-07-01T07:00:00Z");

describe("portfolio digests", () => {
  const env = useMailingApp();
  let free: SignedInUser;
  let premium: SignedInUser;
  let companies: { id: number; ticker: string }[];
  const portfolios = new Map<number, number>();
  const call = jsonCaller(() => env.t.app);

  beforeAll(async () => {
    await runMarketPipeline(env.t.database.pool, {
      data: demoBuild({ companies: 10, seed: "portfolio-digests", asOf: AS_OF }),
      skip: ["rating"],
    });
    const db = env.t.database.db;
    companies = (await db.selectFrom("companies").select(["id", "ticker"]).orderBy("id").execute()).slice(0, 2);
    const held = companies[0]!;
    const sold = companies[1]!;
    free = await insertSignedInUser(db, {});
    premium = await insertSignedInUser(db, { premium: true });
    for (const user of [free, premium]) {
      const p = (await call("POST", "/api/users/portfolios", user, { portfolio: { name: "Core" } })).json<{
        portfolio: { id: number };
      }>().portfolio;
      portfolios.set(user.userId, p.id);
      const trade = (kind: string, companyId: number, date: string) =>
        call("POST", `/api/users/portfolios/${p.id}/transactions`, user, {
          transaction: { date, kind, company_id: companyId, shares: 5, price: 10 },
        });
      expect((await trade("buy", held.id, "2019-03-01")).statusCode).toBe(201);
      expect((await trade("buy", sold.id, "2019-03-01")).statusCode).toBe(201);
      expect((await trade("sell", sold.id, "2019-04-01")).statusCode).toBe(201);
    }
    await db.deleteFrom("market_events").execute();
    await db
      .insertInto("market_events")
      .values([
        {
          company_id: held.id,
          date: "2019-06-26",
          kind: "dividend_raised",
          key: "t",
          payload: JSON.stringify({ amount: 0.42, changePct: 8 }),
        },
        {
          company_id: held.id,
          date: "2019-06-27",
          kind: "grade_change",
          payload: JSON.stringify({ grade: "A", previous: "B" }),
        },
        // A company no longer held: not in the digest.
        {
          company_id: sold.id,
          date: "2019-06-27",
          kind: "dividend_cut",
          key: "t",
          payload: JSON.stringify({ amount: 0.1, changePct: -50 }),
        },
      ])
      .execute();
  }, 120_000);

  const run = (frequency: "daily" | "weekly" | "monthly" = "weekly") =>
    sendPortfolioDigests({
      db: env.t.database.db,
      mailer: env.mailer,
      publicUrl: PUBLIC_URL,
      secret: undefined,
      frequency,
      now: MONDAY,
    });

  it("sends nothing until the member subscribes, then once per period, at the frequency chosen", async () => {
    expect((await run()).sent).toBe(0);
    for (const user of [free, premium]) {
      const res = await call("PUT", `/api/users/portfolios/${portfolios.get(user.userId)}/digest`, user, {
        digest: { subscribed: true, frequency: "weekly" },
      });
      expect(res.json()).toEqual({ digest: { subscribed: true, frequency: "weekly" } });
    }
    // Someone else's portfolio is not found.
    const theirs = await call("PUT", `/api/users/portfolios/${portfolios.get(free.userId)}/digest`, premium, {
      digest: { subscribed: false, frequency: "daily" },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await run("daily")).sent).toBe(0);
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.sent + b.sent).toBe(2);
    expect((await run()).sent).toBe(0);
    expect(env.smtp.mails).toHaveLength(2);
  });

  it("lists the held companies' events, rating changes for Premium only, with a one-click unsubscribe", async () => {
    const [held] = companies;
    const mailOf = (user: SignedInUser) => mailsTo(env.smtp, user)[0]!;
    const freeMail = mailOf(free);
    expect(freeMail.subject).toBe("Weekly digest: Core (1 event)");
    expect(freeMail.text).toContain(`${held!.ticker} raised its dividend 8% to $0.42`);
    expect(freeMail.text).not.toContain("cut its dividend");
    expect(freeMail.text).not.toContain("Zen Rating");
    expect(mailOf(premium).subject).toBe("Weekly digest: Core (2 events)");
    expect(mailOf(premium).text).toContain("Zen Rating moved from B to A");
    expect(linkIn(freeMail, `${PUBLIC_URL}/users/portfolios/`)).toBe(
      `${PUBLIC_URL}/users/portfolios/${portfolios.get(free.userId)}`,
    );

    const link = unsubscribePath(freeMail);
    const ask = await env.t.app.inject({ method: "GET", url: link });
    expect(ask.body).toContain("Stop the digest of your portfolio “Core”?");
    const done = await env.t.app.inject({
      method: "POST",
      url: link,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(done.statusCode).toBe(200);
    const report = await call("GET", `/api/users/portfolios/${portfolios.get(free.userId)}`, free);
    expect(report.json<{ digest: unknown }>().digest).toEqual({ subscribed: false, frequency: "weekly" });
  });
});
