import { fork } from "node:child_process";

// Work that holds the whole market in memory (the market's first build, the house strategies'
// records) runs in a process of its own: when it ends, all it held goes back to the system. Run
// in the main process, the memory it freed stayed with the process (glibc keeps freed memory
// for reuse), so the main process kept its peak (about 2 GB at 6,000 companies) for the rest of
// its life. Decision 068.

/**
 * From source (tsx, tests) the entry is this folder's TypeScript file, loaded through tsx; in the
 * built server (`npm start`, scripts/build-server.mjs) this code is bundled and `<name>.js` sits beside it.
 */
function entryOf(name: string): { file: URL; execArgv: string[] } {
  return import.meta.url.endsWith(".ts")
    ? { file: new URL(`./${name}.ts`, import.meta.url), execArgv: ["--import", "tsx"] }
    : { file: new URL(`./${name}.js`, import.meta.url), execArgv: [] };
}

/**
 * Runs one of this folder's entries (`name`, without extension) in a child process with these
 * environment variables and waits for it to end; rejects when it fails. Its messages go to
 * `onMessage`. Aborting the signal sends it SIGTERM (an entry may stop at a safe point; a
 * transaction under way is rolled back by the database).
 */
export function runApart(
  name: string,
  env: Record<string, string>,
  signal: AbortSignal,
  onMessage?: (message: unknown) => void,
): Promise<void> {
  const { file, execArgv } = entryOf(name);
  return new Promise((resolve, reject) => {
    const child = fork(file, [], { env: { ...process.env, ...env }, execArgv, stdio: "inherit", signal });
    if (onMessage) child.on("message", onMessage);
    child.once("error", reject);
    child.once("exit", (code, killed) =>
      code === 0 ? resolve() : reject(new Error(`${name} ended with ${killed ?? `exit code ${code}`}`)),
    );
  });
}

/** The database's address for a process apart: the pool's own. */
export function databaseUrlOf(pool: { options: { connectionString?: string } }): string {
  const url = pool.options.connectionString;
  if (!url) throw new Error("work run apart needs the database's address");
  return url;
}
