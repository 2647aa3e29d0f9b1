import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { chmod, mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

/** The repository's root: the server's commands run from there. */
export const repositoryRoot = path.resolve(import.meta.dirname, "../..");

/** The server as `npm start` runs it, from the build (`npm run build` first). */
export const builtServer = path.join(repositoryRoot, "build", "node", "main.js");

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
  hasExited: () => boolean;
}

/**
 * Runs one of the server's commands as an operator would: from the repository's root, in
 * production, with the test's environment but not its database (the command gets the one `env`
 * names, or makes its own embedded one).
 */
export function startProcess(command: string, args: string[], env: Record<string, string>): ServerProcess {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => k !== "DATABASE_URL" && k !== "NODE_ENV"),
  );
  const child = spawn(command, args, { cwd: repositoryRoot, env: { ...inherited, NODE_ENV: "production", ...env } });
  let out = "";
  let done = false;
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (out += d.toString()));
  // The exit may be reported before the process's last lines have been read from its pipes: the
  // exit resolves once both have ended (a process it started and left running may hold them open,
  // so that wait is cut short after a second).
  const ended = (stream: NodeJS.ReadableStream) => new Promise((resolve) => stream.once("end", resolve));
  const outputEnded = Promise.all([ended(child.stdout), ended(child.stderr)]);
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      done = true;
      const cutShort = new Promise((after) => setTimeout(after, 1000));
      void Promise.race([outputEnded, cutShort]).then(() => resolve(code));
    }),
  );
  return { child, output: () => out, exited, hasExited: () => done };
}

/** A fresh data directory the embedded PostgreSQL can use (as root it runs as 'postgres', who must reach it). */
export async function newDataDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  await chmod(dir, 0o755);
  return dir;
}

/** What a test's server needs beside its port: its data directory, ports of its own, a small demo market. */
export async function demoServerEnv(dataDir: string): Promise<Record<string, string>> {
  return {
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    CHECKOUT_PROVIDER_PORT: String(await freePort()),
    LOG_LEVEL: "info",
    DEMO_COMPANIES: "12",
    DEMO_AS_OF: "2005-06-30",
  };
}
