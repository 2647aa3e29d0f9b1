import { STEP_NAMES } from "../../market/pipeline/market-pipeline";
import { escapeHtml } from "../presenters/error-page";
import { stepPercent, type MarketBuildStatus } from "./build-status";

// The page every HTML request gets while the market is first built: what is being built, which
// step of how many and how far it is (the CLI's progress, in words), refreshing itself until the
// site is there. Plain HTML with no script: it must answer before anything else of the site can.

/** Seconds between the page's own refreshes (and the Retry-After of the answers meanwhile). */
export const BUILD_REFRESH_SECONDS = 5;

const STEP_TITLES: Record<(typeof STEP_NAMES)[number], string> = {
  data: "Market data (simulated demo market)",
  research: "Due-diligence research",
  rating: "Zen Ratings and their history",
  events: "Market events",
  analysts: "Analyst ranking",
  screener: "Screener values",
  news: "News written from the data",
};

const count = (n: number) => n.toLocaleString("en-US");

/** One line for a person: "Step 3 of 6: Computing the Zen Ratings, 42 % (2,520 of 6,000)". */
export function describeBuildStep(status: MarketBuildStatus): string {
  if (!status.step) return `${status.label ?? "Starting the market build"}.`;
  const percent = stepPercent(status);
  const progress = percent === null ? "" : `, ${percent} % (${count(status.done)} of ${count(status.total)})`;
  return `Step ${status.stepNumber} of ${status.steps}: ${status.label}${progress}.`;
}

function minutesSince(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
  return minutes === 0 ? "less than a minute ago" : minutes === 1 ? "1 minute ago" : `${minutes} minutes ago`;
}

export function renderBuildingPage(status: MarketBuildStatus, now = new Date()): string {
  const percent = stepPercent(status);
  const items = STEP_NAMES.map((name, i) => {
    const state = i + 1 < status.stepNumber ? "done" : i + 1 === status.stepNumber ? "under way" : "to do";
    return `<li>${escapeHtml(STEP_TITLES[name])}: ${state}</li>`;
  }).join("\n");
  const body = `<p>OpenZen is building its market for the first time, started ${minutesSince(status.startedAt, now)}. The site opens by itself when the research, the Zen Ratings and the screener values are ready; this page refreshes every ${BUILD_REFRESH_SECONDS} seconds.</p>
<p role="status"><strong>${escapeHtml(describeBuildStep(status))}</strong></p>
${percent === null ? "" : `<progress max="100" value="${percent}">${percent} %</progress>`}
<ol>
${items}
</ol>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="${BUILD_REFRESH_SECONDS}"><title>Building the market · OpenZen</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body>
<main>
<h1>Building the market</h1>
${body}
</main>
</body>
</html>`;
}
