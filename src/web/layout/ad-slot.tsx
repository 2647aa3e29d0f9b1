import { useEffect, useRef } from "react";
import { Link, useMatches, useRouteLoaderData } from "react-router";
import type { Session } from "../../domain/contracts/session";
import { paths } from "../../domain/paths";
import { whenAdQueue } from "../lib/ad-queue";
import { trackLinkClick } from "../lib/analytics";

// An ad placement. By default a house ad for Premium or one of the paid services; with an
// external network (`network`, once a site installs one) the placement is handed to its queue
// and the house ad stays until the network fills it. Nothing at all when the visitor's session
// has `noAds` (Premium) or the page marks no ads (`handle.noAds`), spec 6.

const HOUSE_ADS = [
  {
    title: "Every Zen Rating, every check",
    body: "Premium grades every stock A to F and opens the full due diligence checklist.",
    cta: "See Premium",
    href: paths.plans(),
  },
  {
    title: "Zen Investor: stock picks",
    body: "A hand-picked portfolio with buy and sell alerts, from the same research.",
    cta: "About Zen Investor",
    href: paths.stockPicks(),
  },
  {
    title: "Zen Strategies",
    body: "Rules-based strategies, backtested on the data the site holds.",
    cta: "About Zen Strategies",
    href: paths.stockStrategies(),
  },
] as const;

/** The same placement always shows the same house ad, so a kept guest page is the same for every guest. */
function houseAdFor(slot: string) {
  let hash = 0;
  for (const ch of slot) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return HOUSE_ADS[hash % HOUSE_ADS.length]!;
}

function pageMarksNoAds(matches: ReturnType<typeof useMatches>): boolean {
  return matches.some((m) => (m.handle as { noAds?: unknown } | undefined)?.noAds === true);
}

export function AdSlot({ slot, network = false }: { slot: string; network?: boolean }) {
  const root = useRouteLoaderData("root") as { session?: Session } | undefined;
  const matches = useMatches();
  const element = useRef<HTMLElement>(null);
  const skipped = root?.session?.noAds === true || pageMarksNoAds(matches);

  useEffect(() => {
    if (skipped || !network || !element.current) return;
    const target = element.current;
    return whenAdQueue(
      () => (window as { ozAdQueue?: { push(p: { slot: string; element: HTMLElement }): void } }).ozAdQueue,
      (queue) => queue.push({ slot, element: target }),
    );
  }, [skipped, network, slot]);

  if (skipped) return null;
  const ad = houseAdFor(slot);
  return (
    <aside
      ref={element}
      aria-label="Advertisement"
      data-ad-slot={slot}
      className="rounded-lg border border-slate-200 p-4 text-sm"
    >
      <p className="text-xs uppercase tracking-wide text-slate-600">From OpenZen</p>
      <p className="mt-1 font-semibold">{ad.title}</p>
      <p className="mt-1 text-slate-700">{ad.body}</p>
      <Link
        to={ad.href}
        className="mt-2 inline-block font-medium text-emerald-800 underline"
        onClick={(event) => trackLinkClick(event, `ad:${slot}`, { inApp: true })}
      >
        {ad.cta}
      </Link>
    </aside>
  );
}
