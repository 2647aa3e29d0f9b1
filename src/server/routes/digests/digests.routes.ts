import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import { paths } from "../../../domain/paths";
import { digestSecret, verifyUnsubscribe, type DigestTarget } from "../../services/digests/unsubscribe-token";
import { acceptFormBodies } from "../../plugins/form-body";
import { escapeHtml } from "../../mail/templates";

// One-click unsubscribe from a digest (decision 024), without signing in: the signed token in
// the link says which watchlist, saved screen or followed analysts' digest. GET shows a page with a confirm button (a link
// scanner that opens every link unsubscribes no one); POST unsubscribes, which is also what a
// mail client's own button sends (RFC 8058: `List-Unsubscribe=One-Click`, no cookies, no
// anti-forgery token, hence `bare`). Plain server HTML: the page must work in any browser.

const POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .header("content-security-policy", POLICY)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · OpenZen</title></head>
<body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5;max-width:520px;margin:48px auto;padding:0 16px">
<h1 style="font-size:22px">${escapeHtml(title)}</h1>${body}
<p><a href="${paths.watchlists()}" style="color:#047857">Your watchlists</a> · <a href="/" style="color:#047857">OpenZen</a></p>
</body></html>`);
}

const INVALID = "<p>This unsubscribe link is not valid. Open your watchlists to change your digests.</p>";

async function describe(db: Kysely<DB>, target: DigestTarget): Promise<string | null> {
  if (target.kind === "watchlist") {
    const w = await db.selectFrom("watchlists").select("name").where("id", "=", target.id).executeTakeFirst();
    return w ? `the digest of your watchlist “${w.name}”` : null;
  }
  if (target.kind === "portfolio") {
    const p = await db.selectFrom("portfolios").select("name").where("id", "=", target.id).executeTakeFirst();
    return p ? `the digest of your portfolio “${p.name}”` : null;
  }
  if (target.kind === "analysts") {
    const u = await db.selectFrom("users").select("id").where("id", "=", target.id).executeTakeFirst();
    return u ? "the weekly digest of the analysts you follow" : null;
  }
  if (target.kind === "trades") {
    const u = await db.selectFrom("users").select("id").where("id", "=", target.id).executeTakeFirst();
    return u ? "the Zen Strategies trade mails" : null;
  }
  if (target.kind === "alerts") {
    const u = await db.selectFrom("users").select("id").where("id", "=", target.id).executeTakeFirst();
    return u ? "the Zen Investor alert mails" : null;
  }
  const s = await db.selectFrom("saved_screeners").select("name").where("id", "=", target.id).executeTakeFirst();
  return s ? `the alerts of your saved screen “${s.name ?? "Untitled"}”` : null;
}

export async function digestRoutes(app: FastifyInstance, options: { db: Kysely<DB>; secret: string | undefined }) {
  const { db } = options;
  acceptFormBodies(app);
  // A mail client may post its one-click body as multipart: the body says nothing we need.
  app.addContentTypeParser("multipart/form-data", { parseAs: "string", bodyLimit: 8 * 1024 }, (_r, _b, done) =>
    done(null, {}),
  );
  let secret: Promise<string> | undefined;
  const target = async (token: unknown) =>
    typeof token === "string" ? verifyUnsubscribe(await (secret ??= digestSecret(db, options.secret)), token) : null;

  app.get("/digests/unsubscribe", { config: { bare: true } }, async (request, reply) => {
    const token = (request.query as Record<string, unknown>).token;
    const t = await target(token);
    const what = t && (await describe(db, t));
    if (!what) return page(reply, 404, "Link not valid", INVALID);
    return page(
      reply,
      200,
      "Unsubscribe",
      `<p>Stop ${escapeHtml(what)}?</p>
<form method="post" action="/digests/unsubscribe?token=${encodeURIComponent(String(token))}">
<button type="submit" style="background:#047857;color:#fff;border:0;padding:10px 18px;border-radius:6px;font-weight:bold">Unsubscribe</button>
</form>`,
    );
  });

  app.post("/digests/unsubscribe", { config: { bare: true } }, async (request, reply) => {
    const t = await target((request.query as Record<string, unknown>).token);
    const what = t && (await describe(db, t));
    if (!t || !what) return page(reply, 404, "Link not valid", INVALID);
    if (t.kind === "watchlist")
      await db
        .updateTable("watchlists")
        .set({ subscribed: false, updated_at: new Date() })
        .where("id", "=", t.id)
        .execute();
    else if (t.kind === "portfolio")
      await db.updateTable("portfolios").set({ subscribed: false }).where("id", "=", t.id).execute();
    else if (t.kind === "analysts")
      await db.updateTable("users").set({ subscribed_to_followed_analysts: false }).where("id", "=", t.id).execute();
    else if (t.kind === "trades")
      await db.updateTable("users").set({ subscribed_to_strategy_trades: false }).where("id", "=", t.id).execute();
    else if (t.kind === "alerts")
      await db.updateTable("users").set({ subscribed_to_zen_investor_alerts: false }).where("id", "=", t.id).execute();
    else
      await db
        .updateTable("saved_screeners")
        .set({ subscribed: false, updated_at: new Date() })
        .where("id", "=", t.id)
        .execute();
    return page(
      reply,
      200,
      "You are unsubscribed",
      `<p>You will get no more of ${escapeHtml(what)}. You can subscribe again from your watchlists at any time.</p>`,
    );
  });
}
