import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../src/domain/paths";
import type { TestApp } from "./support/app";
import { insertSignedInUser } from "./support/fixtures";
import { freePort } from "./support/free-port";
import { eventually } from "./support/eventually";
import { pageCacheApp } from "./support/page-cache-app";

// Debian's nginx in front of the app with the snippet docs/architecture.md gives (decision 054):
// a returning guest's page is served from nginx's cache, the same bytes for every guest, carrying
// nobody's anti-forgery token; a first visit (it must get its cookies) and a member go to the app.

const NGINX = "/usr/sbin/nginx";

/** The ```nginx block of docs/architecture.md: what an operator copies. */
async function documentedSnippet(): Promise<string> {
  const doc = await readFile(path.join(import.meta.dirname, "..", "docs", "architecture.md"), "utf8");
  const block = /```nginx\n([\s\S]*?)```/.exec(doc);
  if (!block) throw new Error("docs/architecture.md has no ```nginx block");
  return block[1]!;
}

describe("nginx in front, with the documented cache settings", () => {
  let t: TestApp;
  let nginx: ChildProcess;
  let dir: string;
  let base: string;
  let cookies: string;

  beforeAll(async () => {
    if (!existsSync(NGINX)) execFileSync("apt-get", ["install", "-y", "nginx-light"], { stdio: "ignore" });
    const [appPort, nginxPort] = [await freePort(), await freePort()];
    base = `http://127.0.0.1:${nginxPort}`;
    ({ app: t } = await pageCacheApp({ PUBLIC_URL: base }));
    await t.app.listen({ port: appPort, host: "127.0.0.1" });
    dir = await mkdtemp(path.join(os.tmpdir(), "oz-nginx-"));
    await mkdir(path.join(dir, "cache"));
    const snippet = (await documentedSnippet())
      .replace("/var/cache/nginx/openzen", path.join(dir, "cache"))
      .replace("http://127.0.0.1:3000", `http://127.0.0.1:${appPort}`)
      .replace("listen 80;", `listen 127.0.0.1:${nginxPort};`);
    const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
      .map((kind) => `${kind}_temp_path ${path.join(dir, kind)};`)
      .join("\n");
    await writeFile(
      path.join(dir, "nginx.conf"),
      `daemon off;\nmaster_process off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\naccess_log off;\n${temp}\n${snippet}\n}\n`,
    );
    nginx = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: "ignore" });
    await eventually(
      async () => (await fetch(`${base}/healthz`).catch(() => undefined))?.status === 200,
      "nginx to answer",
    );
    // A guest's first visit: the app answers it (it sets the anti-forgery cookies), nginx keeps nothing.
    const first = await fetch(`${base}/`);
    await first.arrayBuffer();
    expect(first.headers.get("x-cache-status")).toBe("BYPASS");
    cookies = first.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .join("; ");
    expect(cookies).toContain("oz_csrf_token=");
  });

  afterAll(async () => {
    nginx?.kill();
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("serves a returning guest's page from its cache, compressed as asked, with nobody's token", async () => {
    const url = `${base}${paths.company({ exchange: "NYSE", ticker: "ABC" })}`;
    const ask = async (encoding: string, cookie = cookies) => {
      const res = await fetch(url, { headers: { cookie, "accept-encoding": encoding } });
      return { res, body: await res.text() };
    };
    const miss = await ask("br");
    expect(miss.res.status).toBe(200);
    expect(miss.res.headers.get("x-cache-status")).toBe("MISS");
    const hit = await ask("br");
    expect(hit.res.headers.get("x-cache-status")).toBe("HIT");
    expect(hit.res.headers.get("content-encoding")).toBe("br");
    expect(hit.body).toBe(miss.body);
    expect(hit.res.headers.get("x-csrf-token")).toBeNull();
    // Another returning guest gets the same kept page; a gzip-only client its own kept form.
    const other = await fetch(`${base}/`);
    await other.arrayBuffer();
    const otherCookies = other.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .join("; ");
    const theirs = await ask("br", otherCookies);
    expect(theirs.res.headers.get("x-cache-status")).toBe("HIT");
    expect(theirs.body).toBe(miss.body);
    const gzip = await ask("gzip");
    expect(gzip.res.headers.get("x-cache-status")).toBe("MISS");
    expect(gzip.res.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.body).toBe(miss.body);
    expect((await ask("gzip")).res.headers.get("x-cache-status")).toBe("HIT");
  });

  it("sends members to the app, and never gives them a guest's page or a guest theirs", async () => {
    const url = `${base}${paths.company({ exchange: "NYSE", ticker: "ABC" })}`;
    const member = await insertSignedInUser(t.database.db, { premium: true });
    const guest = await (await fetch(url, { headers: { cookie: cookies } })).text();
    for (let i = 0; i < 2; i++) {
      const res = await fetch(url, { headers: { cookie: `${cookies}; ${member.cookie}` } });
      expect(res.headers.get("x-cache-status")).toBe("BYPASS");
      expect(await res.text()).not.toBe(guest);
    }
    const after = await fetch(url, { headers: { cookie: cookies } });
    expect(after.headers.get("x-cache-status")).toBe("HIT");
    expect(await after.text()).toBe(guest);
  });
});
