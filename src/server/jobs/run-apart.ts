import { fork } from "node:child_process";

// Work that reads the whole market into memory (the house strategies' records) runs in a process
// of its own: when it ends, all it held goes back to the system. Run in the main process, the
// memory it freed stayed with the process (glibc keeps freed memory for reuse), so the main
// process kept its peak (about 2 GB at 6,000 companies) for the rest of its life.

/**
 * From source (tsx, tests) the entry is the TypeScript file, loaded through tsx; in the built
 * server (`npm start`, scripts/build-server.mjs) this code is bundled and `<name>.js` sits beside it.
 */
function entryOf(name: string): { file: URL; execArgv: string[] } {
  return import.meta.url.endsWith(".ts")
    ? { file: new URL(`./${name}.ts`, import.meta.url), execArgv: ["--import", "tsx"] }
    : { file: new URL(`./${name}.js`, import.meta.url), execArgv: [] };
}

/**
 * Runs one of this folder's entries (`name`, without extension) in a child process with these
 * environment variables and waits for it to end; rejects when it fails. Aborting the signal
 * stops it (a transaction under way is rolled back by the database).
 */
export function runApart(name: string, env: Record<string, string>, signal: AbortSignal): Promise<void> {
  const { file, execArgv } = entryOf(name);
  return new Promise((resolve, reject) => {
    const child = fork(file, [], {
      env: { ...process.env, ...env },
      execArgv,
      stdio: "inherit",
      signal,
    });
    child.once("error", reject);
    child.once("exit", (code, killed) =>
      code === 0 ? resolve() : reject(new Error(`${name} ended with ${killed ?? `exit code ${code}`}`)),
    );
  });
}
