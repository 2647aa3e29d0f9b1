import { get } from "node:http";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import { sql } from "kysely";
import lighthouse from "lighthouse";
import { paths } from "../src/domain/paths";
import { startBenchApp } from "./lib";

// Lighthouse: mobile performance and accessibility of the home, screener, company
// and sector pages, with Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), against the
// app as `npm start` runs it on the 6,000-company demo market (or LIGHTHOUSE_URL, a server
// already running; LIGHTHOUSE_COMPANY names its company page then). Lighthouse's default mobile
// settings: a mid-range phone, simulated slow 4G. The baseline, in the same run, is the terms of
// service page of the same server: the app's shell (header, footer, its JavaScript) around
// static text, so each page's ratio says what its own content and data add. LIGHTHOUSE_PAGES
// (for example "home,sector") measures only those pages beside the baseline.
// Targets: performance >= 95 and accessibility 100 on each page. Its JS column is every script
// the load transferred (headers and later imports included); the first-load budget (150 KB
// gzipped of a page's static imports) is measured by bench/page-weight.ts and
// test/first-load-budget.test.ts.

interface PageFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  totalKb: number;
}

type Audits = Record<
  string,
  { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
>;

async function audit(url: string, port: number, tries = 2): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // A trace that a busy machine failed to record says nothing of the page: recorded again.
  if (lhr.runtimeError?.code === "NO_NAVSTART" && tries > 1) return audit(url, port, tries - 1);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits as unknown as Audits;
  const summary = audits["resource-summary"]?.details?.items ?? [];
  const bytes = (type: string) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    scriptKb: bytes("script") / 1024,
    totalKb: bytes("total") / 1024,
  };
}

/** Asks for a page on new connections, which the main process hands to its workers in turn. */
async function warmEveryWorker(url: string, connections = 4): Promise<void> {
  for (let i = 0; i < connections; i++) {
    await new Promise<void>((resolve, reject) => {
      get(url, { agent: false, headers: { "accept-encoding": "gzip, deflate, br" } }, (response) => {
        response.resume();
        response.on("end", resolve);
      }).on("error", reject);
    });
  }
}

export async function benchLighthouse() {
  const external = process.env.LIGHTHOUSE_URL?.replace(/\/$/, "");
  let base: string;
  let company: { exchange: string; ticker: string };
  let stop = async () => undefined as void;
  if (external) {
    base = external;
    const [exchange, ticker] = (process.env.LIGHTHOUSE_COMPANY ?? "NASDAQ:AAPL").split(":");
    company = { exchange: exchange!, ticker: ticker! };
  } else {
    console.log("Lighthouse: starting the app on the 6,000-company demo market in .data/bench");
    const bench = await startBenchApp(2);
    base = bench.app.url;
    stop = bench.stop;
    company = (
      await sql<{ exchange: string; ticker: string }>`
        SELECT c.exchange, c.ticker FROM companies c JOIN company_research r ON r.company_id = c.id
        ORDER BY md5(c.ticker) LIMIT 1`.execute(bench.db)
    ).rows[0]!;
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const all: Record<string, string> = {
      "baseline: terms of service": paths.termsOfService(),
      home: paths.home(),
      screener: paths.stockScreener(),
      "company page": paths.company(company),
      "sector page": paths.sector("technology"),
    };
    // LIGHTHOUSE_PAGES=home,sector: the baseline and the pages whose names start with these.
    const only = process.env.LIGHTHOUSE_PAGES?.split(",").map((p) => p.trim());
    const pages = Object.fromEntries(
      Object.entries(all).filter(
        ([name]) => !only || name.startsWith("baseline") || only.some((o) => o && name.startsWith(o)),
      ),
    );
    const figures: Record<string, PageFigures> = {};
    for (const [name, path] of Object.entries(pages)) {
      // The first visit warms the server's caches; the second is measured. Each web worker keeps
      // its own pages, and Lighthouse's visits may reach either: each gets the page first.
      await warmEveryWorker(base + path);
      await audit(base + path, chrome.port);
      figures[name] = await audit(base + path, chrome.port);
    }
    const baseline = figures["baseline: terms of service"]!;
    console.log(
      "Lighthouse, mobile (targets: performance >= 95, accessibility 100; JS: every script the load transferred, " +
        "what it imported later included; the first-load budget, 150 KB, is bench/page-weight.ts's)",
    );
    for (const [name, f] of Object.entries(figures)) {
      console.log(
        `  ${name.padEnd(28)} performance ${String(f.performance).padStart(3)}  accessibility ${String(f.accessibility).padStart(3)}` +
          `  LCP ${(f.lcpMs / 1000).toFixed(2)} s (x${(f.lcpMs / baseline.lcpMs).toFixed(2)})  TBT ${f.tbtMs.toFixed(0)} ms` +
          `  CLS ${f.cls.toFixed(3)}  JS ${f.scriptKb.toFixed(0)} KB (x${(f.scriptKb / baseline.scriptKb).toFixed(2)})` +
          `  all ${f.totalKb.toFixed(0)} KB`,
      );
    }
    return figures;
  } finally {
    chrome.kill();
    await stop();
  }
}

// `tsx bench/lighthouse.ts` runs this benchmark alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchLighthouse();
