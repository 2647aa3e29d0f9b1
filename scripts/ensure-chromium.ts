// The end-to-end tests drive Debian's Chromium (playwright.config.ts); Playwright's own browser
// download is never used. `npm test`, `npm run test:e2e` and `npm run test:external-db` run this
// first, so that the README's test command passes on a fresh machine by itself: when the browser
// is there it prints nothing; as root it installs Debian's `chromium` package quietly; otherwise
// it stops before the long build and unit tests with the one command that fixes it.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { pathToFileURL } from "node:url";

export const CHROMIUM_PATH = "/usr/bin/chromium";
export const INSTALL_COMMAND = "sudo apt-get install -y chromium";

export interface CommandResult {
  ok: boolean;
  output: string;
}

/** What the check needs of the machine; the tests give a pretend one. */
export interface Machine {
  hasChromium(): boolean;
  isRoot: boolean;
  run(command: string, args: string[]): CommandResult;
  say(line: string): void;
}

export class ChromiumMissing extends Error {}

/** Installs Debian's Chromium when it is missing; throws ChromiumMissing when it cannot. */
export function ensureChromium(machine: Machine): "present" | "installed" {
  if (machine.hasChromium()) return "present";
  if (!machine.isRoot) {
    throw new ChromiumMissing(
      `The end-to-end tests drive Debian's Chromium at ${CHROMIUM_PATH}, which is not installed.\n` +
        `Install it with:\n\n  ${INSTALL_COMMAND}\n\nthen run the tests again.`,
    );
  }
  machine.say(`Installing Debian's chromium for the end-to-end tests (apt-get install chromium)...`);
  const install = () => machine.run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"]);
  let result = install();
  if (!result.ok) {
    // A fresh image has no package lists yet; read them once and try again.
    const update = machine.run("apt-get", ["update", "-qq"]);
    result = update.ok ? install() : update;
  }
  if (!result.ok || !machine.hasChromium()) {
    throw new ChromiumMissing(
      `Installing Debian's chromium failed; the end-to-end tests need ${CHROMIUM_PATH}.\n` +
        `${result.output.trim()}\nInstall it with:\n\n  ${INSTALL_COMMAND}`,
    );
  }
  return "installed";
}

export const thisMachine: Machine = {
  hasChromium() {
    try {
      accessSync(CHROMIUM_PATH, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
  isRoot: process.getuid?.() === 0,
  run(command, args) {
    const r = spawnSync(command, args, {
      encoding: "utf8",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const output = r.error ? r.error.message : `${r.stdout ?? ""}${r.stderr ?? ""}`;
    return { ok: r.status === 0, output };
  },
  say(line) {
    console.error(line);
  },
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    ensureChromium(thisMachine);
  } catch (error) {
    if (!(error instanceof ChromiumMissing)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
