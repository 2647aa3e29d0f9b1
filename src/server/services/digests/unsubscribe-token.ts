import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";

// The one-click unsubscribe link of a digest (decision 024): the watchlist, saved screen or
// followed analysts' digest it stops, signed with an HMAC so that it works without signing in and cannot be made for anyone
// else's. No expiry: a mail read a year later still unsubscribes (RFC 8058 expects that).

/**
 * A watchlist's, portfolio's or saved screen's digest by its id; the followed analysts' digest and Zen
 * Strategies' trade mails and Zen Investor's alert mails by the member's id.
 */
export type DigestTarget = {
  kind: "watchlist" | "portfolio" | "screen" | "analysts" | "trades" | "alerts";
  id: number;
};

const PREFIX = { watchlist: "w", portfolio: "p", screen: "s", analysts: "a", trades: "t", alerts: "z" } as const;
const KIND = { w: "watchlist", p: "portfolio", s: "screen", a: "analysts", t: "trades", z: "alerts" } as const;

function signature(secret: string, body: string): string {
  return createHmac("sha256", secret).update(`unsubscribe:${body}`).digest("base64url").slice(0, 32);
}

export function signUnsubscribe(secret: string, target: DigestTarget): string {
  const body = `${PREFIX[target.kind]}${target.id}`;
  return `${body}.${signature(secret, body)}`;
}

export function verifyUnsubscribe(secret: string, token: string): DigestTarget | null {
  const match = /^([wpsatz])(\d{1,15})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const [, kind, id, given] = match as unknown as [string, keyof typeof KIND, string, string];
  const expected = Buffer.from(signature(secret, `${kind}${id}`));
  if (!timingSafeEqual(expected, Buffer.from(given))) return null;
  return { kind: KIND[kind], id: Number(id) };
}

/** DIGEST_SECRET, or the key generated once and kept in app_secrets (shared by every server). */
export async function digestSecret(db: Kysely<DB>, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto("app_secrets")
    .values({ name: "digest_unsubscribe", value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("app_secrets")
    .select("value")
    .where("name", "=", "digest_unsubscribe")
    .executeTakeFirstOrThrow();
  return row.value;
}
