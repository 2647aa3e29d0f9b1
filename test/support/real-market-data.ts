import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

// The real market data beside the project (../shared/market-data), for the tests that import a
// slice of it: they run where a machine has it and are skipped, said in a warning, where not.

export const REAL_DATA = path.resolve(import.meta.dirname, "../../../shared/market-data");
export const realDataPresent = existsSync(REAL_DATA);

/** The price files of the first `count` stocks by name, as paths inside the real data. */
export async function firstRealStocks(count: number): Promise<string[]> {
  return (await readdir(path.join(REAL_DATA, "prices/stocks")))
    .filter((f) => f.endsWith(".us.txt"))
    .sort()
    .slice(0, count)
    .map((s) => `prices/stocks/${s}`);
}

/** A fresh temporary folder holding links to these files of the real data: a slice to import. */
export async function linkRealSlice(files: readonly string[], prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await symlink(path.join(REAL_DATA, file), path.join(dir, file));
  }
  return dir;
}
