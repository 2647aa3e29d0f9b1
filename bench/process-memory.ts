import { readFile, readdir, readlink } from "node:fs/promises";
import path from "node:path";

// Reading a process tree's memory from Linux's /proc, for the load and memory benchmarks.

/** The pids of a process's children (every thread's). */
export async function childrenOf(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const out: number[] = [];
  for (const task of tasks) {
    const text = await readFile(`/proc/${pid}/task/${task}/children`, "utf8").catch(() => "");
    out.push(...text.split(/\s+/).filter(Boolean).map(Number));
  }
  return out;
}

/** A process's resident memory in MB (0 once it is gone). */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Whether a process runs Node.js (a web worker, not one of PostgreSQL's): by its executable, since
 * Node.js 24 names its main thread "MainThread", which is what /proc/<pid>/comm then shows.
 */
export async function isNodeProcess(pid: number): Promise<boolean> {
  const exe = await readlink(`/proc/${pid}/exe`).catch(() => "");
  return path.basename(exe) === path.basename(process.execPath) || path.basename(exe) === "node";
}
