import { beforeAll, describe, expect, it } from "vitest";
import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { insertSignedInUser, type SignedInUser } from "../../../../test/support/fixtures";
import {
  MAIL_PUBLIC_URL as PUBLIC_URL,
  mailsTo,
  useMailingApp,
  unsubscribePath,
} from "../../../../test/support/mail-app";
import { linkIn, type CapturedMail } from "../../../../test/support/smtp-capture";
import { sendDigests, type DigestRun } from "./send-digests";

// Digests (decision 024) through real SMTP to a capture server: once per watchlist and period
// even with two runs at once, nothing to unconfirmed addresses, the week's events with absolute
// links, grade changes for Premium only, a one-click unsubscribe that works signed out, and
// screen alerts that say which companies entered and left.

const AS_OF = "2019-06-28";
const MONDAY = new Date("2019-07-01T07:00:00Z");

describe("digests", () => {
  const env = useMailingApp();
  let alice: SignedInUser;
  let carol: SignedInUser;
  let dan: SignedInUser;
  let watched: number[];
  let screenId: number;

  beforeAll(async () => {
    await runMarketPipeline(env.t.database.pool, {
      data: demoBuild({ companies: 10, seed: "digests", asOf: AS_OF }),
      skip: ["rating"],
    });
    const db = env.t.database.db;
    watched = (await db.selectFrom("companies").select("id").orderBy("id").execute()).map((r) => r.id).slice(0, 3);
    alice = await insertSignedInUser(db, { watchlists: ["Income"] });
    carol = await insertSignedInUser(db, { watchlists: ["Growth"], premium: true });
    dan = await insertSignedInUser(db, { watchlists: ["Unconfirmed"], confirmed: false });
    for (const user of [alice, carol, dan]) {
      await db
        .updateTable("watchlists")
        .set({ subscribed: true, subscription_frequency: "weekly" })
        .where("id", "=", user.watchlistIds[0]!)
        .execute();
      await db
        .insertInto("watchlist_companies")
        .values(watched.map((company_id, position) => ({ watchlist_id: user.watchlistIds[0]!, company_id, position })))
        .execute();
    }
    // The week's events are the test's own: the built market's events step may have dated some of
    // its own in the same week, and the counts below would then follow the generator.
    await db.deleteFrom("market_events").execute();
    await db
      .insertInto("market_events")
      .values([
        {
          company_id: watched[0]!,
          date: "2019-06-26",
          kind: "dividend_raised",
          key: "t",
          payload: JSON.stringify({ amount: 0.42, changePct: 8 }),
        },
        {
          company_id: watched[1]!,
          date: "2019-06-27",
          kind: "grade_change",
          payload: JSON.stringify({ grade: "A", previous: "B" }),
        },
        // Before the week: not in this digest.
        { company_id: watched[2]!, date: "2019-06-10", kind: "split", payload: JSON.stringify({ ratio: 2 }) },
      ])
      .execute();
    const screen = await db
      .insertInto("saved_screeners")
      .values({ user_id: alice.userId, name: "Cheap", filters: "", subscribed: true, subscription_frequency: "weekly" })
      .returning("id")
      .executeTakeFirstOrThrow();
    screenId = screen.id;
  }, 120_000);

  const run = (now: Date, frequency: DigestRun["frequency"] = "weekly") =>
    sendDigests({
      db: env.t.database.db,
      mailer: env.mailer,
      publicUrl: PUBLIC_URL,
      secret: undefined,
      frequency,
      now,
    });
  const mailTo = (user: SignedInUser, subject: RegExp) =>
    mailsTo(env.smtp, user).filter((m) => subject.test(m.subject));

  it("sends each watchlist's and screen's digest once, even from two runs at once, and none to an unconfirmed address", async () => {
    const [a, b] = await Promise.all([run(MONDAY), run(MONDAY)]);
    expect(a.sent + b.sent).toBe(3);
    expect(env.smtp.mails).toHaveLength(3);
    expect(env.smtp.mails.some((m) => m.to.includes(dan.email.toLowerCase()))).toBe(false);
    // Later in the same week: nothing more.
    const again = await run(new Date("2019-07-04T07:00:00Z"));
    expect(again.sent).toBe(0);
    expect(env.smtp.mails).toHaveLength(3);
    // Another frequency's job sends nothing for weekly subscribers.
    expect((await run(MONDAY, "daily")).sent).toBe(0);
  });

  it("lists the week's events and price moves with absolute links, grade changes for Premium only", async () => {
    const [free] = mailTo(alice, /Income/);
    const [premium] = mailTo(carol, /Growth/);
    expect(free && premium).toBeTruthy();
    const mail = free as CapturedMail;
    expect(mail.subject).toBe("Weekly digest: Income (1 event)");
    expect(mail.text).toContain("raised its dividend 8% to $0.42");
    expect(mail.text).not.toContain("split its shares");
    expect(mail.text).not.toContain("Zen Rating");
    expect(mail.text).toContain("Price moves");
    expect(mail.html).toContain("raised its dividend 8% to $0.42");
    expect(linkIn(mail, `${PUBLIC_URL}/users/watchlists/`)).toBe(
      `${PUBLIC_URL}/users/watchlists/${alice.watchlistIds[0]}`,
    );
    expect(linkIn(mail, `${PUBLIC_URL}/stocks/us/`)).toMatch(
      /^http:\/\/openzen\.test\/stocks\/us\/[a-z]+\/[a-z0-9.-]+$/,
    );
    const headers = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");
    expect(headers).toMatch(/^List-Unsubscribe: <http:\/\/openzen\.test\/digests\/unsubscribe\?token=/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(premium!.text).toContain("Zen Rating moved from B to A");
  });

  it("unsubscribes without signing in: GET asks, POST (one click) does it; a forged token is refused", async () => {
    const [mail] = mailTo(alice, /Income/);
    const link = unsubscribePath(mail!);
    const ask = await env.t.app.inject({ method: "GET", url: link });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain("Stop the digest of your watchlist “Income”?");
    const subscribed = async () =>
      (
        await env.t.database.db
          .selectFrom("watchlists")
          .select("subscribed")
          .where("id", "=", alice.watchlistIds[0]!)
          .executeTakeFirstOrThrow()
      ).subscribed;
    expect(await subscribed()).toBe(true);
    const forged = link.replace(/token=w\d+/, `token=w${carol.watchlistIds[0]}`);
    expect(
      (
        await env.t.app.inject({
          method: "POST",
          url: forged,
          payload: "List-Unsubscribe=One-Click",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        })
      ).statusCode,
    ).toBe(404);
    const done = await env.t.app.inject({
      method: "POST",
      url: link,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("You are unsubscribed");
    expect(await subscribed()).toBe(false);
  });

  it("tells a screen's subscriber which companies entered and which left since the last alert", async () => {
    const [first] = env.smtp.mails.filter((m) => m.subject.startsWith("Screen alert: Cheap"));
    expect(first?.text).toMatch(/^\d+ companies match the screen as of 2019-06-28\. The next alert/m);
    const db = env.t.database.db;
    const row = await db
      .selectFrom("saved_screeners")
      .select("last_company_ids")
      .where("id", "=", screenId)
      .executeTakeFirstOrThrow();
    const now = row.last_company_ids!;
    expect(now.length).toBeGreaterThan(1);
    // As if, last time, the first company was not in the screen and a delisted one (id 0) was.
    await db
      .updateTable("saved_screeners")
      .set({ last_company_ids: [0, ...now.slice(1)] })
      .where("id", "=", screenId)
      .execute();
    const ticker = (
      await db.selectFrom("companies").select("ticker").where("id", "=", now[0]!).executeTakeFirstOrThrow()
    ).ticker;
    await run(new Date("2019-07-08T07:00:00Z"));
    const [second] = env.smtp.mails.filter((m) => m.subject === "Screen alert: Cheap (1 in, 1 out)");
    expect(second).toBeTruthy();
    const text = second!.text.replace(/\r\n/g, "\n");
    expect(text).toContain(`Entered the screen\n- ${ticker} · `);
    expect(text).toContain("Left the screen\n- Company 0");
  });

  it("sends no alert for a screen with Premium filters once its owner has no Premium; a Premium owner gets it", async () => {
    const db = env.t.database.db;
    // Monthly, so the weekly runs above never see these two.
    await db
      .insertInto("saved_screeners")
      .values([
        {
          user_id: alice.userId,
          name: "A grades",
          filters: "f[zr]=A",
          subscribed: true,
          subscription_frequency: "monthly",
        },
        {
          user_id: carol.userId,
          name: "A grades",
          filters: "f[zr]=A",
          subscribed: true,
          subscription_frequency: "monthly",
        },
      ])
      .execute();
    await run(new Date("2019-07-01T07:00:00Z"), "monthly");
    expect(mailTo(alice, /^Screen alert: A grades/)).toHaveLength(0);
    expect(mailTo(carol, /^Screen alert: A grades/)).toHaveLength(1);
  });

  it("alerts on a screen over the member's own list within the list as it is, and not at all once the list is deleted", async () => {
    const db = env.t.database.db;
    const gone = await db
      .insertInto("watchlists")
      .values({ user_id: carol.userId, name: "Gone", subscription_frequency: "weekly" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const over = (u: string, name: string) => ({
      user_id: carol.userId,
      name,
      filters: "",
      universe: u,
      subscribed: true,
      subscription_frequency: "monthly" as const,
    });
    await db
      .insertInto("saved_screeners")
      .values([over(`watchlist:${carol.watchlistIds[0]!}`, "Over Growth"), over(`watchlist:${gone.id}`, "Over Gone")])
      .execute();
    await db.deleteFrom("watchlists").where("id", "=", gone.id).execute();
    await run(new Date("2019-08-01T07:00:00Z"), "monthly");
    const [mail] = mailTo(carol, /^Screen alert: Over Growth/);
    expect(mail).toBeTruthy();
    // The three companies of the watchlist, not the market's ten.
    expect(mail!.text).toContain(`${watched.length} companies match the screen`);
    expect(mail!.text).toContain(`u=watchlist:${carol.watchlistIds[0]!}`);
    expect(mailTo(carol, /^Screen alert: Over Gone/)).toHaveLength(0);
  });
});
