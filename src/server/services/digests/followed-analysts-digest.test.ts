import { beforeAll, describe, expect, it } from "vitest";
import { insertAnalystWorld, insertCall, type AnalystWorld } from "../../../../test/support/analysts";
import { insertSignedInUser, type SignedInUser } from "../../../../test/support/fixtures";
import {
  MAIL_PUBLIC_URL as PUBLIC_URL,
  mailsTo,
  useMailingApp,
  unsubscribePath,
} from "../../../../test/support/mail-app";
import { linkIn } from "../../../../test/support/smtp-capture";
import { sendFollowedAnalystsDigests } from "./followed-analysts-digest";

// The followed analysts' weekly digest (decision 027) through real SMTP to a capture server: once
// per member and week even with two runs at once, only the calls since the last digest, nothing
// to unconfirmed or unsubscribed members, and a one-click unsubscribe that works signed out.

const AS_OF = "2024-06-28";
const MONDAY = new Date("2024-07-01T07:15:00Z");

describe("followed analysts digest", () => {
  const env = useMailingApp();
  let w: AnalystWorld;
  let alice: SignedInUser;
  let erin: SignedInUser;
  let bob: SignedInUser;
  let carol: SignedInUser;
  let dan: SignedInUser;

  beforeAll(async () => {
    const db = env.t.database.db;
    w = await insertAnalystWorld(db, "digest", AS_OF);
    const [ada, grace] = w.analysts as [number, number];
    const [a, b] = [w.companies[0]!, w.companies[1]!];
    // Ada: an old call, then an upgrade this week; Grace: a call this week and one after the market date.
    await insertCall(db, { analystId: ada, companyId: a.id, date: "2024-05-01", rating: "hold", target: 90 });
    await insertCall(db, { analystId: ada, companyId: a.id, date: "2024-06-25", rating: "buy", target: 110 });
    await insertCall(db, { analystId: grace, companyId: b.id, date: "2024-06-27", rating: "sell", target: 30 });
    await insertCall(db, { analystId: grace, companyId: b.id, date: "2024-07-03", rating: "hold", target: 35 });
    alice = await insertSignedInUser(db, { premium: true }); // subscribed, follows both
    erin = await insertSignedInUser(db); // subscribed, follows Ada, no Premium
    bob = await insertSignedInUser(db); // follows, not subscribed
    carol = await insertSignedInUser(db, { confirmed: false }); // subscribed, unconfirmed
    dan = await insertSignedInUser(db); // subscribed, follows no one
    await db
      .insertInto("followed_analysts")
      .values([
        { user_id: alice.userId, analyst_id: ada, position: 0 },
        { user_id: alice.userId, analyst_id: grace, position: 1 },
        { user_id: bob.userId, analyst_id: ada, position: 0 },
        { user_id: carol.userId, analyst_id: ada, position: 0 },
        { user_id: erin.userId, analyst_id: ada, position: 0 },
      ])
      .execute();
    await db
      .updateTable("users")
      .set({ subscribed_to_followed_analysts: true })
      .where("id", "in", [alice.userId, carol.userId, dan.userId, erin.userId])
      .execute();
  }, 60_000);

  const run = (now: Date) =>
    sendFollowedAnalystsDigests({
      db: env.t.database.db,
      mailer: env.mailer,
      publicUrl: PUBLIC_URL,
      secret: undefined,
      now,
    });
  const to = (user: SignedInUser) => mailsTo(env.smtp, user);

  it("sends each subscribed, confirmed member one digest a week, even from two runs at once", async () => {
    const [first, second] = await Promise.all([run(MONDAY), run(MONDAY)]);
    expect(first.sent + second.sent).toBe(2);
    expect(to(alice)).toHaveLength(1);
    expect(to(erin)).toHaveLength(1);
    expect(to(bob)).toHaveLength(0);
    expect(to(carol)).toHaveLength(0);
    expect(to(dan)).toHaveLength(0);
    // Run again later in the same week: nothing more.
    expect((await run(new Date("2024-07-04T09:00:00Z"))).sent).toBe(0);
    expect(to(alice)).toHaveLength(1);
  });

  it("lists the week's new calls up to the market date, in HTML and text, with absolute links and List-Unsubscribe", async () => {
    const mail = to(alice)[0]!;
    expect(mail.subject).toBe("Your analysts: 2 new calls");
    const text = mail.text.replace(/\r\n/g, "\n");
    expect(text).toContain("Ada Lovelace digest (digest Capital) upgrades DIGESTA to Buy from Hold, target $110.00");
    expect(text).toContain("Grace Hopper digest (digest Securities) initiates DIGESTB at Sell, target $30.00");
    expect(text).not.toContain("2024-05-01");
    expect(text).not.toContain("$35.00"); // after the market date
    expect(mail.html).toContain("upgrades DIGESTA to Buy from Hold");
    expect(linkIn(mail, `${PUBLIC_URL}/stocks/`)).toMatch(/^http:\/\/openzen\.test\/stocks\/us\//);
    const headers = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");
    expect(headers).toMatch(/^List-Unsubscribe: <http:\/\/openzen\.test\/digests\/unsubscribe\?token=a\d+\./m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  });

  it("tells a member without Premium how many new calls there are, not who called what", async () => {
    const mail = to(erin)[0]!;
    expect(mail.subject).toBe("Your analysts: 1 new call");
    const text = mail.text.replace(/\r\n/g, "\n");
    expect(text).toContain("1 new call: which companies, ratings and targets is Premium");
    expect(text).toContain(`${PUBLIC_URL}/plans`);
    for (const secret of ["DIGESTA", "Buy", "$110.00", "2024-06-25"]) expect(text).not.toContain(secret);
  });

  it("next week lists only the calls since the last digest, and sends nothing without new calls", async () => {
    // The market moves on to the next week, with Grace's July call now known.
    await env.t.database.db
      .updateTable("market_meta")
      .set({ value: JSON.stringify("2024-07-05") })
      .where("key", "=", "as_of")
      .execute();
    expect((await run(new Date("2024-07-08T07:15:00Z"))).sent).toBe(1);
    const mail = to(alice)[1]!;
    expect(mail.subject).toBe("Your analysts: 1 new call");
    expect(mail.text).toContain(
      "2024-07-03 Grace Hopper digest (digest Securities) upgrades DIGESTB to Hold from Sell, target $35.00",
    );
    expect(mail.text).not.toContain("DIGESTA");
    expect(mail.text).toContain("since 2024-06-28, up to 2024-07-05");
    // A week without new calls: no mail and no claim, so the next one starts where this ended.
    await env.t.database.db
      .updateTable("market_meta")
      .set({ value: JSON.stringify("2024-07-12") })
      .where("key", "=", "as_of")
      .execute();
    expect((await run(new Date("2024-07-15T07:15:00Z"))).sent).toBe(0);
    expect(to(alice)).toHaveLength(2);
    const claims = await env.t.database.db
      .selectFrom("sent_digests")
      .select("period")
      .where("followed_analysts_user_id", "=", alice.userId)
      .orderBy("period")
      .execute();
    expect(claims.map((c) => c.period)).toEqual(["weekly:2024-07-01", "weekly:2024-07-08"]);
  });

  it("unsubscribes without signing in: GET asks, POST does it; a forged token is refused", async () => {
    const link = unsubscribePath(to(alice)[0]!);
    const ask = await env.t.app.inject({ method: "GET", url: link });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain("Stop the weekly digest of the analysts you follow?");
    const forged = link.replace(/token=a\d+/, `token=a${bob.userId}`);
    const post = (url: string) =>
      env.t.app.inject({
        method: "POST",
        url,
        payload: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
    expect((await post(forged)).statusCode).toBe(404);
    const done = await post(link);
    expect(done.statusCode).toBe(200);
    const row = await env.t.database.db
      .selectFrom("users")
      .select("subscribed_to_followed_analysts")
      .where("id", "=", alice.userId)
      .executeTakeFirstOrThrow();
    expect(row.subscribed_to_followed_analysts).toBe(false);
    // A new call, a new week: still nothing for a member who unsubscribed.
    await insertCall(env.t.database.db, {
      analystId: w.analysts[0]!,
      companyId: w.companies[1]!.id,
      date: "2024-07-16",
      rating: "buy",
      target: 60,
    });
    await env.t.database.db
      .updateTable("market_meta")
      .set({ value: JSON.stringify("2024-07-19") })
      .where("key", "=", "as_of")
      .execute();
    // Only Erin, who still follows Ada and is subscribed, is told of it.
    expect((await run(new Date("2024-07-22T07:15:00Z"))).sent).toBe(1);
    expect(to(alice)).toHaveLength(2);
    expect(to(erin)).toHaveLength(2);
  });
});
