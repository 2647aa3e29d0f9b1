import { Link } from "react-router";
import type { MarketLabel } from "../../domain/contracts/market";
import { paths } from "../../domain/paths";
import { ThemeSwitch } from "../components/ui/theme-switch";
import { cn } from "../lib/cn";
import { pageWidthClass } from "./wide-page";

/** Every page says where its market data comes from; the demo market is always called simulated. */
function DataNotice({ market }: { market: MarketLabel }) {
  if (market.source === "demo") {
    return (
      <p
        className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900"
        data-testid="data-notice"
      >
        Simulated data: the companies, prices, financials and analysts on this site come from OpenZen&apos;s generated
        demo market
        {market.asOf ? ` (as of ${market.asOf})` : ""}. They are not real.
      </p>
    );
  }
  if (market.source === "import") {
    return (
      <p className="border-b border-slate-200 px-4 py-2 text-center text-sm text-slate-600" data-testid="data-notice">
        Market data imported from public sources{market.asOf ? `, as of ${market.asOf}` : ""}.
      </p>
    );
  }
  return null;
}

export function SiteFooter({ market, wide = false }: { market: MarketLabel | null; wide?: boolean }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      {market ? <DataNotice market={market} /> : null}
      <div
        className={cn(
          "mx-auto flex flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between",
          pageWidthClass(wide),
        )}
      >
        <p>OpenZen · stock research for part-time, long-term investors. Not investment advice.</p>
        <nav aria-label="Legal">
          <ul className="flex gap-4">
            <li>
              <Link to={paths.privacyPolicy()} className="underline hover:text-slate-900">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={paths.termsOfService()} className="underline hover:text-slate-900">
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
        <ThemeSwitch />
      </div>
    </footer>
  );
}
