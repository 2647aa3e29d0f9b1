import path from "node:path";
import type { Config } from "../config";

// Where the kept answers shared by a server's processes live (file-tier.ts), and how much each
// process may write there per market version; undefined when the tier is off.

export interface SharedTierOptions {
  /** DATA_DIR/page-cache: one folder per kind of answer below it. */
  dir: string;
  maxBytes: number;
}

export function sharedTierOptions(config: Config): SharedTierOptions | undefined {
  if (config.pageCacheDiskMb <= 0) return undefined;
  return { dir: sharedTierDir(config), maxBytes: config.pageCacheDiskMb * 1024 * 1024 };
}

export function sharedTierDir(config: Pick<Config, "dataDir">): string {
  return path.join(config.dataDir, "page-cache");
}
