import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// The local checkout provider's API key and webhook signing secret, made for this installation on
// its first start and kept in the data folder beside the provider's customers. Keys written in the
// source would let anyone who has read it sign events that grant Premium on any machine running it.

export const LOCAL_PROVIDER_KEYS_FILE = "checkout-provider-keys.json";

export interface LocalProviderKeys {
  secretKey: string;
  webhookSecret: string;
}

/** Reads this installation's keys from `dataDir`, making them first if there are none. */
export function localProviderKeys(dataDir: string): LocalProviderKeys {
  const file = path.join(dataDir, LOCAL_PROVIDER_KEYS_FILE);
  const existing = readKeys(file);
  if (existing) return existing;
  fs.mkdirSync(dataDir, { recursive: true });
  const keys: LocalProviderKeys = {
    secretKey: `sk_test_local_${randomBytes(24).toString("hex")}`,
    webhookSecret: `whsec_${randomBytes(32).toString("base64url")}`,
  };
  // Written aside and linked into place: two processes starting at once both end up with the
  // first one's keys, and nobody reads half a file.
  const aside = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  fs.writeFileSync(aside, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  try {
    fs.linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    fs.rmSync(aside, { force: true });
  }
  const kept = readKeys(file);
  if (!kept) throw new Error(`${file} does not hold the local checkout provider's keys; delete it to make new ones`);
  return kept;
}

function readKeys(file: string): LocalProviderKeys | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const value = JSON.parse(text) as Partial<LocalProviderKeys>;
  return typeof value.secretKey === "string" && typeof value.webhookSecret === "string"
    ? { secretKey: value.secretKey, webhookSecret: value.webhookSecret }
    : undefined;
}
