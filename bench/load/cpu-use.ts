import { readdirSync, readFileSync } from "node:fs";

// Where a machine's CPU went during a measurement, by kind of process: the app's web processes,
// PostgreSQL, the load generator, the rest. Read from /proc (Linux): each process's user and
// system time in clock ticks. The web-workers bench uses it to say what a second worker can
// add at most on this machine: with one worker, the cores not yet busy.

export type CpuKind = "server" | "database" | "load" | "other";

const TICKS_PER_SECOND = 100;

type Sample = Map<number, { kind: CpuKind; ticks: number }>;

function kindOf(pid: string, comm: string): CpuKind {
  if (comm === "postgres") return "database";
  if (comm === "wrk") return "load";
  if (comm === "node" || comm.startsWith("node")) {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    if (cmdline.includes("main.js") || cmdline.includes("main.ts")) return "server";
  }
  return "other";
}

export function cpuSample(): Sample {
  const sample: Sample = new Map();
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // The command name is in parentheses and may hold spaces; the fields after it are fixed.
      const close = stat.lastIndexOf(")");
      const comm = stat.slice(stat.indexOf("(") + 1, close);
      const fields = stat.slice(close + 2).split(" ");
      const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
      sample.set(Number(pid), { kind: kindOf(pid, comm), ticks });
    } catch {
      // The process ended while being read.
    }
  }
  return sample;
}

/** Cores busy on average between two samples taken `seconds` apart, by kind. */
export function cpuUse(before: Sample, after: Sample, seconds: number): Record<CpuKind, number> {
  const use: Record<CpuKind, number> = { server: 0, database: 0, load: 0, other: 0 };
  for (const [pid, now] of after) {
    const then = before.get(pid)?.ticks ?? 0;
    use[now.kind] += (now.ticks - then) / TICKS_PER_SECOND / seconds;
  }
  return use;
}
