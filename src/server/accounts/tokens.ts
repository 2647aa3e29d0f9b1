import { createHash, randomBytes } from "node:crypto";

// Tokens mailed to users and session tokens: 32 random bytes (256 bits) as base64url. Only
// their SHA-256 is stored, so lookups by hash compare digests, never the secret itself.

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Rate-limit keys for addresses: the digest, so the table holds no addresses of non-users. */
export function addressKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);
}
