import { useEffect, useState } from "react";
import type { CompanyToWatch } from "../../../domain/auth/pending-choices";
import type { CompanyRef } from "../../../domain/paths";
import { buttonVariants } from "../../components/ui/button";
import { companyReference } from "./api/company-refs";
import { orderedWatchlists } from "./watchlist-state";
import { watchlistsForm } from "./watchlists-forms";
import { useWatchlists, useWatchlistsForm } from "./watchlists-provider";

// The Watch control of a search result (decision 029). The search popup is a grid whose focus
// stays in the field (aria-activedescendant), so this control opens no menu: one press watches
// the company in the first watchlist, the next takes it out of every watchlist holding it (the
// company header and the screener keep the menu that picks watchlists). Its press is a form the
// watchlists action takes (decision 067); like the menu, the state shows at once and goes back,
// with the provider's message, when refused.
// A guest is asked to sign up, and the company waits for the first watchlist (spec 4). The
// button takes no tab stop: the field's keys reach it (Enter on its cell presses it).

export function SearchWatchCell({ exchange, ticker }: CompanyRef) {
  const { signedIn, state, askToSignUp } = useWatchlists();
  const { send, busy } = useWatchlistsForm();
  const [company, setCompany] = useState<CompanyToWatch | null>(null);

  useEffect(() => {
    let live = true;
    companyReference({ exchange, ticker }).then(
      (found) => live && setCompany(found && { id: found.id, exchange: found.exchange, ticker: found.ticker }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [exchange, ticker]);

  const holding = company ? (state.companies[company.id] ?? []) : [];
  const watching = signedIn && holding.length > 0;

  async function press() {
    const target =
      company ??
      (await companyReference({ exchange, ticker }).then(
        (found) => found && { id: found.id, exchange: found.exchange, ticker: found.ticker },
        () => null,
      ));
    if (!target) return;
    if (!signedIn) {
      askToSignUp(target);
      return;
    }
    if (busy) return;
    const held = state.companies[target.id] ?? [];
    const first = orderedWatchlists(state)[0];
    if (held.length > 0) send(watchlistsForm("unwatch", { watchlist_id: held, company_id: target.id }));
    else if (first) send(watchlistsForm("watch", { watchlist_id: first.id, company_id: target.id }));
  }

  return (
    <button
      type="button"
      tabIndex={-1}
      aria-label={`Watch ${ticker}`}
      aria-pressed={signedIn ? watching : undefined}
      onClick={() => void press()}
      className={buttonVariants({ variant: watching ? "primary" : "secondary", size: "xs" })}
    >
      {watching ? "Watching" : "Watch"}
    </button>
  );
}
