import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { eventually } from "../../test/support/eventually";
import { freePort } from "../../test/support/free-port";
import { demoServerEnv, newDataDir, repositoryRoot, startProcess } from "../../test/support/server-process";

// The server killed hard (SIGKILL, the OOM killer) cannot stop its embedded PostgreSQL, which runs
// in its own process group; the next start on the same data directory must still serve.

const tsx = path.join(repositoryRoot, "node_modules", ".bin", "tsx");
const start = (env: Record<string, string>) => startProcess(tsx, ["src/server/main.ts"], env);
const waitFor = (condition: () => boolean | Promise<boolean>, what: string, ms = 45_000) =>
  eventually(condition, what, ms);

/** State and parent pid of a live process, from /proc; undefined once it is gone. */
async function processStatus(pid: number): Promise<{ state: string; ppid: number } | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
  if (!stat) return undefined;
  const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { state: state!, ppid: Number(ppid) };
}

/** Running (a zombie waiting to be reaped has ended). */
async function alive(pid: number): Promise<boolean> {
  const status = await processStatus(pid);
  return status !== undefined && status.state !== "Z";
}

async function postmasterPid(dataDir: string): Promise<number> {
  return Number((await readFile(path.join(dataDir, "pg", "postmaster.pid"), "utf8")).split("\n")[0]);
}

describe.runIf(process.platform === "linux")("a server killed hard", () => {
  const dirs: string[] = [];
  const leftovers: number[] = [];
  afterAll(async () => {
    // Whatever the outcome, no PostgreSQL is left running after the test.
    for (const pid of leftovers) if (await alive(pid)) process.kill(pid, "SIGKILL");
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it("leaves its embedded PostgreSQL behind, and the next start stops that one and serves", async () => {
    const dataDir = await newDataDir("openzen-orphan-");
    dirs.push(dataDir);
    const env = {
      ...(await demoServerEnv(dataDir)),
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      WORKERS: "false",
    };

    const first = start(env);
    await waitFor(() => first.output().includes("OpenZen is serving") || first.hasExited(), "the first start");
    expect(first.output()).toContain("OpenZen is serving");
    const oldPostmaster = await postmasterPid(dataDir);
    leftovers.push(oldPostmaster);
    // The server process is the postmaster's parent (the spawned tsx runs it in a child node).
    const serverPid = (await processStatus(oldPostmaster))!.ppid;
    process.kill(serverPid, "SIGKILL");
    // Its last thread gone, the kernel hands its children to pid 1 or a subreaper.
    await waitFor(async () => (await processStatus(oldPostmaster))?.ppid !== serverPid, "the server to die");
    await first.exited;
    // The premise: nothing stopped PostgreSQL; it runs on, adopted.
    expect(await alive(oldPostmaster)).toBe(true);

    const second = start(env);
    await waitFor(() => second.output().includes("OpenZen is serving") || second.hasExited(), "the second start");
    if (!second.output().includes("OpenZen is serving")) {
      throw new Error(`the second start failed:\n${second.output().slice(-2000)}`);
    }
    // It serves at once and says ready once its market is built (the first start may have been
    // killed before its build was through).
    // Each web worker says ready once it has reloaded the built market: keep the first answer
    // that does (the next request may reach a worker still reloading).
    let ready: Response | undefined;
    await waitFor(
      async () => {
        const answer = await fetch(`http://127.0.0.1:${env.PORT}/readyz`);
        if (answer.status === 200) ready = answer;
        return ready !== undefined;
      },
      "the second start's market",
      120_000,
    );
    if (!ready) throw new Error("never ready");
    expect(await ready.json()).toEqual({ status: "ok", database: "ok" });
    expect(await alive(oldPostmaster)).toBe(false);
    const newPostmaster = await postmasterPid(dataDir);
    leftovers.push(newPostmaster);
    expect(newPostmaster).not.toBe(oldPostmaster);
    const notice = second
      .output()
      .split("\n")
      .find((line) => line.includes("left running by an app that is gone"));
    expect(JSON.parse(notice!)).toMatchObject({ level: 40, pid: oldPostmaster, ownerPid: serverPid });

    second.child.kill("SIGTERM");
    const code = await second.exited;
    if (code !== 0) console.log("SECOND OUTPUT", second.output().slice(-3000));
    expect(code).toBe(0);
    expect(await alive(newPostmaster)).toBe(false);
  }, 180_000);

  it("leaves the PostgreSQL of a server that still runs alone: a second copy on its data refuses to start", async () => {
    const dataDir = await newDataDir("openzen-orphan-");
    dirs.push(dataDir);
    const env = { ...(await demoServerEnv(dataDir)), HOST: "127.0.0.1", WORKERS: "false" };
    const port = String(await freePort());
    const running = start({ ...env, PORT: port });
    await waitFor(() => running.output().includes("OpenZen is serving") || running.hasExited(), "the first start");
    expect(running.output()).toContain("OpenZen is serving");
    const postmaster = await postmasterPid(dataDir);
    leftovers.push(postmaster);

    const copy = start({ ...env, PORT: String(await freePort()) });
    expect(await copy.exited).toBe(1);
    expect(copy.output()).toContain("Could not start the embedded PostgreSQL");
    expect(copy.output()).not.toContain("left running by an app that is gone");
    expect(await postmasterPid(dataDir)).toBe(postmaster);
    // The running server kept its database: it still answers, and is ready once its market is
    // built (the build runs in a process of its own and may still be under way).
    await waitFor(
      async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200,
      "the running server's market",
      120_000,
    );

    running.child.kill("SIGTERM");
    expect(await running.exited).toBe(0);
  }, 180_000);
});
