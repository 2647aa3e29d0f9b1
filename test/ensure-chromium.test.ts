import { describe, expect, it } from "vitest";
import {
  ChromiumMissing,
  ensureChromium,
  INSTALL_COMMAND,
  type CommandResult,
  type Machine,
} from "../scripts/ensure-chromium";

/** A machine whose apt-get answers from a script and "installs" the browser when it succeeds. */
function machine(opts: { installed?: boolean; root?: boolean; answers?: Record<string, CommandResult[]> }) {
  let installed = opts.installed ?? false;
  const calls: string[] = [];
  const said: string[] = [];
  const m: Machine = {
    hasChromium: () => installed,
    isRoot: opts.root ?? true,
    run(command, args) {
      const line = [command, ...args].join(" ");
      calls.push(line);
      const verb = args[0]!;
      const answer = opts.answers?.[verb]?.shift() ?? { ok: true, output: "" };
      if (answer.ok && verb === "install") installed = true;
      return answer;
    },
    say: (line) => said.push(line),
  };
  return { m, calls, said };
}

describe("ensureChromium", () => {
  it("does nothing and prints nothing when the browser is there", () => {
    const { m, calls, said } = machine({ installed: true });
    expect(ensureChromium(m)).toBe("present");
    expect(calls).toEqual([]);
    expect(said).toEqual([]);
  });

  it("installs Debian's chromium as root, non-interactively", () => {
    const { m, calls } = machine({});
    expect(ensureChromium(m)).toBe("installed");
    expect(calls).toEqual(["apt-get install -y -qq --no-install-recommends chromium"]);
  });

  it("reads the package lists first when a fresh image has none", () => {
    const { m, calls } = machine({
      answers: { install: [{ ok: false, output: "E: Unable to locate package chromium" }] },
    });
    expect(ensureChromium(m)).toBe("installed");
    expect(calls).toEqual([
      "apt-get install -y -qq --no-install-recommends chromium",
      "apt-get update -qq",
      "apt-get install -y -qq --no-install-recommends chromium",
    ]);
  });

  it("stops with apt-get's output when the install fails", () => {
    const failed = { ok: false, output: "E: Could not get lock /var/lib/dpkg/lock-frontend" };
    const { m } = machine({ answers: { install: [failed, failed] } });
    expect(() => ensureChromium(m)).toThrow(/Could not get lock[\s\S]*sudo apt-get install -y chromium/);
  });

  it("names the one command to run when it is not root, and runs nothing", () => {
    const { m, calls } = machine({ root: false });
    let error: unknown;
    try {
      ensureChromium(m);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ChromiumMissing);
    expect((error as Error).message).toContain(INSTALL_COMMAND);
    expect(calls).toEqual([]);
  });

  it("runs before every test command that starts the browser", async () => {
    const { scripts } = (await import("../package.json", { with: { type: "json" } })).default as {
      scripts: Record<string, string>;
    };
    for (const name of ["test", "test:e2e", "test:external-db"]) {
      expect(scripts[name], name).toMatch(/^tsx scripts\/ensure-chromium\.ts && /);
    }
  });
});
