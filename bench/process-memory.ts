import { readFile, readdir } from "node:fs/promises";

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
