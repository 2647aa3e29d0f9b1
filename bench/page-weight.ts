import { mkdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import { paths } from "../src/domain/paths";
import { FIRST_LOAD_BUDGET_KB, gzipKb } from "../test/support/first-load";
import { freePort, ROOT, startBenchApp } from "./lib";
import { signedInFreeUser } from "./page-speed";

// Page weight (decision 041): the JavaScript each kind of page makes a browser load
// before it hydrates, as the server's HTML says it: every modulepreload link and module script,
// and what those import statically (followed until nothing new), each file gzipped at level 9.
// Dynamic imports (charts, dialogs) load when needed and are not counted. For a guest, and for a
// signed-in free member where the page differs. The app runs as the bench's other servers do,
// on a 200-company demo market of its own in .data/bench-page-weight (built in a few seconds).
// The baseline, in the same run, is the terms of service page: the app's shell alone.
// Target: every page under 150 KB.

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["']([^"']+\.js)["']/g;

async function firstLoadJs(base: string, pagePath: string, headers: Record<string, string>) {
  const res = await fetch(base + pagePath, { headers });
  const html = await res.text();
  if (res.status !== 200) throw new Error(`${pagePath} answered ${res.status}`);
  const pending = new Set<string>();
  const seen = new Set<string>();
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) pending.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) pending.add(m[1]!);
  // The inline module script React Router writes imports the entry and the route modules.
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1]!.matchAll(STATIC_IMPORT)) pending.add(i[1]!);
  }
  let kb = 0;
  while (pending.size > 0) {
    const url = new URL([...pending][0]!, base + pagePath).pathname;
    pending.delete([...pending][0]!);
    if (seen.has(url)) continue;
    seen.add(url);
    const file = await fetch(base + url);
    if (file.status !== 200) throw new Error(`${url} (from ${pagePath}) answered ${file.status}`);
    const text = await file.text();
    kb += gzipKb(text);
    for (const i of text.matchAll(STATIC_IMPORT)) pending.add(new URL(i[1]!, base + url).pathname);
  }
  return { kb, files: seen.size };
}

export async function benchPageWeight() {
  console.log("Page weight: starting the app on a 200-company demo market in .data/bench-page-weight");
  const dataDir = path.join(ROOT, ".data", "bench-page-weight");
  await mkdir(dataDir, { recursive: true });
  const bench = await startBenchApp(2, {
    DATA_DIR: dataDir,
    DEMO_COMPANIES: "200",
    DEMO_AS_OF: "2025-06-30",
    // Its own local checkout provider port: another server on the machine may hold the default.
    CHECKOUT_PROVIDER_PORT: String(await freePort()),
  });
  try {
    const base = bench.app.url;
    const company = (
      await sql<{ exchange: string; ticker: string }>`
        SELECT c.exchange, c.ticker FROM companies c JOIN company_research r ON r.company_id = c.id
        ORDER BY md5(c.ticker) LIMIT 1`.execute(bench.db)
    ).rows[0]!;
    const group = (
      await sql<{ sector: string; industry: string }>`
        SELECT s.slug AS sector, i.slug AS industry FROM companies c
        JOIN industries i ON i.id = c.industry_id JOIN sectors s ON s.id = i.sector_id
        WHERE c.ticker = ${company.ticker} AND c.exchange = ${company.exchange}`.execute(bench.db)
    ).rows[0];
    const baselinePath = paths.termsOfService();
    // [page, path, measured for a signed-in member too]
    const pages: [string, string, boolean][] = [
      ["baseline: terms of service", baselinePath, false],
      ["home", paths.home(), true],
      ["screener", paths.stockScreener(), true],
      ["company page", paths.company(company), true],
      ["company: forecast", paths.companyForecast(company), true],
      ["company: earnings", paths.companyEarnings(company), false],
      ["company: dividends", paths.companyDividends(company), false],
      ["company: ownership", paths.companyOwnership(company), false],
      ["stock idea", paths.stockIdea("best-value-stocks-to-buy-now"), true],
      ["sector", paths.sector(group?.sector ?? "technology"), true],
      ["industry", paths.industry(group?.industry ?? "software-application"), true],
      ["analysts", paths.analysts(), true],
      ["plans", paths.plans(), true],
      ["sign in", paths.signIn(), false],
    ];
    const guest = { accept: "text/html" };
    const member = { accept: "text/html", cookie: await signedInFreeUser(bench.db) };
    const baseline = await firstLoadJs(base, baselinePath, guest);
    console.log(`First-load JavaScript, gzipped level 9 (target: every page < ${FIRST_LOAD_BUDGET_KB} KB)`);
    const figures: Record<string, number> = {};
    for (const [name, pagePath, forMember] of pages) {
      for (const [who, headers] of forMember
        ? ([
            ["guest", guest],
            ["member", member],
          ] as const)
        : ([["guest", guest]] as const)) {
        const f = await firstLoadJs(base, pagePath, headers);
        const label = `${name}, ${who}`;
        figures[label] = f.kb;
        console.log(
          `  ${label.padEnd(34)} ${f.kb.toFixed(1).padStart(6)} KB in ${String(f.files).padStart(2)} files` +
            `  x${(f.kb / baseline.kb).toFixed(2)} of baseline  ${((f.kb / FIRST_LOAD_BUDGET_KB) * 100).toFixed(0)}% of budget` +
            (f.kb >= FIRST_LOAD_BUDGET_KB ? "  OVER" : ""),
        );
      }
    }
    return figures;
  } finally {
    await bench.stop();
  }
}

// `tsx bench/page-weight.ts` runs this benchmark alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchPageWeight();
