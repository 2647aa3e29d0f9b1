import { readFile, rm } from "node:fs/promises";
import path from "node:path";

// An app that dies hard (SIGKILL, the OOM killer, a crash that skips its shutdown) leaves its
// embedded PostgreSQL running: the server runs in its own process group (embedded.ts), so nothing
// else stops it, and the next start on the same data directory would find it locked. This finds
// such an orphan and stops it, and nothing else (decision 017):
// - ours: postmaster.pid in our data directory names a live `postgres -D <our data directory>`;
// - orphaned: the app that started it passed its own pid in OWNER_ENV; the postmaster's parent is
//   no longer that process. A process's parent changes only when its parent dies (it is then
//   re-parented to pid 1 or a subreaper), so this cannot mistake a running copy of the app for a
//   dead one, even when pids are reused. A postgres without the marker, or whose environment we
//   cannot read, is left alone: the start then fails as before, with its clear message.

export const OWNER_ENV = "OPENZEN_EMBEDDED_OWNER";

export interface OrphanStopped {
  pid: number;
  /** The app that started it (gone). */
  ownerPid: number;
  /** It ignored the fast shutdown and was killed. */
  forced: boolean;
}

async function proc(pid: number, file: string): Promise<string | undefined> {
  try {
    return await readFile(`/proc/${pid}/${file}`, "utf8");
  } catch {
    return undefined;
  }
}

/** State and parent from /proc/<pid>/stat; the command name may hold spaces and parentheses. */
async function status(pid: number): Promise<{ state: string; ppid: number } | undefined> {
  const stat = await proc(pid, "stat");
  if (!stat) return undefined;
  const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { state: state ?? "", ppid: Number(ppid) };
}

/** Gone, or dead and waiting for its new parent to reap it (a zombie). */
async function ended(pid: number): Promise<boolean> {
  const now = await status(pid);
  return now === undefined || now.state === "Z";
}

async function waitEnded(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (!(await ended(pid))) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** Stops an orphaned embedded PostgreSQL on databaseDir; undefined when there is none (Linux only: /proc). */
export async function stopOrphanedPostmaster(
  databaseDir: string,
  timeoutMs = 15_000,
): Promise<OrphanStopped | undefined> {
  if (process.platform !== "linux") return undefined;
  const lockFile = path.join(databaseDir, "postmaster.pid");
  let lock: string;
  try {
    lock = await readFile(lockFile, "utf8");
  } catch {
    return undefined;
  }
  const [pidLine, dirLine] = lock.split("\n");
  const pid = Number(pidLine);
  const ours = path.resolve(databaseDir);
  if (!Number.isInteger(pid) || pid <= 1 || path.resolve(dirLine ?? "") !== ours) return undefined;

  const argv = (await proc(pid, "cmdline"))?.split("\0") ?? [];
  const dashD = argv.indexOf("-D");
  if (path.basename(argv[0] ?? "") !== "postgres" || dashD < 0 || path.resolve(argv[dashD + 1] ?? "") !== ours) {
    return undefined;
  }
  const owner = (await proc(pid, "environ"))?.split("\0").find((entry) => entry.startsWith(`${OWNER_ENV}=`));
  const ownerPid = Number(owner?.slice(OWNER_ENV.length + 1));
  const now = await status(pid);
  if (!owner || !Number.isInteger(ownerPid) || !now || now.state === "Z" || now.ppid === ownerPid) return undefined;

  // SIGINT is PostgreSQL's fast shutdown: sessions end, everything committed is on disk.
  process.kill(pid, "SIGINT");
  if (await waitEnded(pid, timeoutMs)) return { pid, ownerPid, forced: false };
  process.kill(pid, "SIGKILL");
  if (!(await waitEnded(pid, 5_000))) {
    throw new Error(`The orphaned embedded PostgreSQL (pid ${pid}) on ${databaseDir} did not stop.`);
  }
  // Killed, it leaves its lock file; PostgreSQL itself clears a stale one unless the pid still
  // exists as a zombie nobody reaps (some container inits), so that case is cleared here.
  if ((await status(pid))?.state === "Z") await rm(lockFile, { force: true });
  return { pid, ownerPid, forced: true };
}
