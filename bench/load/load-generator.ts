import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { ROOT } from "../lib";

// The benches' C load generator (loadgen.c), built on first use with the machine's C compiler
// (cc is on every machine this project runs on; node-gyp needs it too) into .data/, and run in
// its own process. Why not autocannon: see loadgen.c and decision 012.

const run = promisify(execFile);
const SOURCE = path.join(import.meta.dirname, "loadgen.c");
const BINARY = path.join(ROOT, ".data", "loadgen");

export interface Load {
  /** Answers per second over the run. */
  rps: number;
  requests: number;
  /** Latency percentiles and the slowest answer, in milliseconds. */
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  /** Connections the server closed or answers that could not be read. */
  errors: number;
}

let built: Promise<string> | undefined;

/** The generator's binary, compiled again whenever its source is newer. */
export function loadGenerator(): Promise<string> {
  built ??= (async () => {
    const [source, binary] = await Promise.all([stat(SOURCE), stat(BINARY).catch(() => null)]);
    if (binary === null || binary.mtimeMs < source.mtimeMs) {
      await mkdir(path.dirname(BINARY), { recursive: true });
      await run("cc", ["-O2", "-std=c11", "-Wall", "-o", BINARY, SOURCE]).catch((error: Error) => {
        throw new Error(`building the load generator (bench/load/loadgen.c) needs a C compiler, cc: ${error.message}`);
      });
    }
    return BINARY;
  })();
  return built;
}

const pathFiles = new Map<string, string>();

/** The paths as the generator reads them, one per line, in a file named for its content. */
async function pathFile(paths: readonly string[]): Promise<string> {
  const text = `${paths.join("\n")}\n`;
  const hash = createHash("sha256").update(text).digest("hex").slice(0, 16);
  let file = pathFiles.get(hash);
  if (!file) {
    file = path.join(ROOT, ".data", `loadgen-paths-${hash}.txt`);
    await writeFile(file, text);
    pathFiles.set(hash, file);
  }
  return file;
}

/**
 * `connections` keep-alive connections requesting `paths` in turn for `seconds`, against `url`
 * (http://IPv4:port), each request with `headers` besides the generator's own (Host, Accept,
 * Accept-Encoding).
 */
export async function generateLoad(
  url: string,
  paths: readonly string[],
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
): Promise<Load> {
  const { hostname, port } = new URL(url);
  const [binary, file] = await Promise.all([loadGenerator(), pathFile(paths)]);
  const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  const args = [hostname, port, String(connections), String(seconds), file];
  const { stdout } = await run(binary, extra.length > 0 ? [...args, extra.join("")] : args);
  return JSON.parse(stdout) as Load;
}
