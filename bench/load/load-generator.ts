import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// The benches' load comes from wrk (Debian's package): written in C, so on a two-core machine
// the load costs the server's second core little and the server is the bottleneck for every
// route measured. Found on the PATH, or installed with apt-get when the bench runs as root.

const run = promisify(execFile);
const DIR = path.join(tmpdir(), "openzen-wrk");

export interface Load {
  /** Answers per second over the run. */
  rps: number;
  requests: number;
  /** Latency percentiles and the slowest answer, in milliseconds. */
  p50: number;
  p99: number;
  max: number;
  /** Answers with a 4xx or 5xx status. */
  non2xx: number;
  /** Connections that failed, were closed, or whose answers could not be read in time. */
  errors: number;
}

let found: Promise<string> | undefined;

/** The wrk binary: on the PATH, or installed from the distribution's packages. */
export function loadGenerator(): Promise<string> {
  found ??= (async () => {
    const which = async () => (await run("sh", ["-c", "command -v wrk"]).catch(() => ({ stdout: "" }))).stdout.trim();
    let binary = await which();
    if (!binary) {
      await run("apt-get", ["install", "-y", "wrk"], {
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      }).catch((error: Error) => {
        throw new Error(`the benches need wrk: install it (apt-get install -y wrk): ${error.message}`);
      });
      binary = await which();
    }
    return binary;
  })();
  return found;
}

const lua = (text: string) => JSON.stringify(text); // a JSON string is a valid Lua string for these ASCII values

/**
 * wrk's script: each request takes the next path in turn, asking for JSON under /api and
 * /healthz and for HTML elsewhere, saying it takes compressed answers as every browser does;
 * at the end one JSON line with the counts and latencies.
 */
function script(paths: readonly string[], headers: Record<string, string>): string {
  const extra = Object.entries({ "Accept-Encoding": "gzip, deflate, br", ...headers })
    .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
    .join(", ");
  return `local paths = { ${paths.map(lua).join(", ")} }
local i = 0
request = function()
  i = i % #paths + 1
  local p = paths[i]
  local h = { ${extra} }
  if p:sub(1, 5) == "/api/" or p:sub(1, 8) == "/healthz" then h["Accept"] = "application/json" else h["Accept"] = "text/html" end
  return wrk.format("GET", p, h)
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('LOAD {"requests":%d,"us":%d,"p50":%d,"p99":%d,"max":%d,"non2xx":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max,
    e.status, e.connect + e.read + e.write + e.timeout))
end
`;
}

const scripts = new Map<string, string>();

/** The script in a file named for its content. */
async function scriptFile(text: string): Promise<string> {
  const hash = createHash("sha256").update(text).digest("hex").slice(0, 16);
  let file = scripts.get(hash);
  if (!file) {
    await mkdir(DIR, { recursive: true });
    file = path.join(DIR, `load-${hash}.lua`);
    await writeFile(file, text);
    scripts.set(hash, file);
  }
  return file;
}

/**
 * `connections` keep-alive connections requesting `paths` in turn for `seconds`, against `url`
 * (http://IPv4:port), each request with `headers` besides Host, Accept and Accept-Encoding.
 */
export async function generateLoad(
  url: string,
  paths: readonly string[],
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
): Promise<Load> {
  const [binary, file] = await Promise.all([loadGenerator(), scriptFile(script(paths, headers))]);
  // One thread, as a single event loop is enough to keep a two-core server busy.
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "-s", file, new URL(url).origin];
  const { stdout } = await run(binary, args, { maxBuffer: 1 << 20 });
  const line = stdout.split("\n").find((l) => l.startsWith("LOAD "));
  if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
  const r = JSON.parse(line.slice(5)) as Record<
    "requests" | "us" | "p50" | "p99" | "max" | "non2xx" | "errors",
    number
  >;
  const ms = (us: number) => us / 1000;
  return {
    rps: r.requests / (r.us / 1e6),
    requests: r.requests,
    p50: ms(r.p50),
    p99: ms(r.p99),
    max: ms(r.max),
    non2xx: r.non2xx,
    errors: r.errors,
  };
}
