import { useEffect, useId, useState, type FormEvent } from "react";
import type { CompanySearchResult } from "../../../../domain/contracts/company-search";
import { buttonVariants } from "../../../components/ui/button";
import { UpsellLink } from "../../../components/ui/premium-offer";
import { ScrollTable, tdClass, thClass } from "../../../components/ui/scroll-table";
import { LockedIcon } from "../../../components/ui/status-icons";
import { ApiError } from "../../../lib/api-client";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { checkScreen, suggestCompanies, type ScreenCheck } from "./check-screen";

// "Why doesn't this stock pass my screen?": a ticker typed (with the site search's
// suggestions), then each filter of the screen with the company's value and its verdict. The
// server locks Premium filters for visitors without Premium; here a lock says so.

const VERDICT = { true: "Passes", false: "Fails" } as const;

function Verdict({ check }: { check: ScreenCheck }) {
  const name = `${check.company.name} (${check.company.ticker})`;
  const text =
    check.filters.length === 0
      ? `${name} passes: the screen has no filters.`
      : check.passes === true
        ? `${name} passes every filter of this screen.`
        : check.passes === false
          ? `${name} fails ${check.filters.filter((f) => f.passed === false).length} of the ${check.filters.length} filters.`
          : `${name} passes every filter you can see; Premium filters decide the rest.`;
  return (
    <p className="mt-3 text-sm font-medium" data-testid="why-not-verdict" data-passes={String(check.passes)}>
      {text}
    </p>
  );
}

export function WhyNotBox({ screenQuery }: { screenQuery: string }) {
  const inputId = useId();
  const listId = useId();
  const [ticker, setTicker] = useState("");
  const [suggestions, setSuggestions] = useState<CompanySearchResult[]>([]);
  const [check, setCheck] = useState<ScreenCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const term = useDebouncedValue(ticker.trim(), 300);

  useEffect(() => {
    if (term.length === 0) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    suggestCompanies(term, controller.signal).then(setSuggestions, () => {
      if (!controller.signal.aborted) setSuggestions([]);
    });
    return () => controller.abort();
  }, [term]);

  // A changed screen makes the last answer stale: it is asked again for the same ticker.
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    if (asked === null) return;
    const controller = new AbortController();
    setBusy(true);
    setError(null);
    checkScreen(asked, screenQuery, controller.signal).then(
      (answer) => {
        setCheck(answer);
        setBusy(false);
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        setCheck(null);
        setBusy(false);
        setError(
          e instanceof ApiError && e.status === 404
            ? `No listed company has the ticker ${asked.toUpperCase()}.`
            : e instanceof ApiError
              ? e.message
              : "The check could not be made. Please try again.",
        );
      },
    );
    return () => controller.abort();
  }, [asked, screenQuery]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = ticker.trim();
    if (!/^[A-Za-z0-9.-]{1,10}$/.test(wanted)) {
      setError("Type a ticker, such as AAPL.");
      setCheck(null);
      return;
    }
    setAsked(wanted);
  }

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="rounded-lg border border-slate-200 p-4"
      data-testid="why-not"
    >
      <h2 id={`${inputId}-title`} className="text-base font-semibold">
        Why not? Check a stock against this screen
      </h2>
      <form className="mt-2 flex flex-wrap items-end gap-2" onSubmit={submit}>
        <div>
          <label htmlFor={inputId} className="block text-sm text-slate-700">
            Ticker
          </label>
          <input
            id={inputId}
            list={listId}
            value={ticker}
            onChange={(e) => setTicker(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            className="mt-1 w-40 rounded-md border border-slate-300 px-2 py-1.5 text-sm uppercase"
          />
          <datalist id={listId}>
            {suggestions.map((s) => (
              <option key={s.url} value={s.ticker}>
                {s.name}
              </option>
            ))}
          </datalist>
        </div>
        <button type="submit" className={buttonVariants({ variant: "secondary" })} disabled={busy}>
          Check
        </button>
      </form>
      <div aria-live="polite">
        {error ? (
          <p className="mt-3 text-sm text-red-800" role="alert">
            {error}
          </p>
        ) : null}
        {check ? (
          <>
            <Verdict check={check} />
            {check.filters.length > 0 ? (
              <ScrollTable label={`${check.company.ticker} against each filter`}>
                <thead>
                  <tr>
                    <th scope="col" className={thClass}>
                      Filter
                    </th>
                    <th scope="col" className={thClass}>
                      Screen asks
                    </th>
                    <th scope="col" className={thClass}>
                      {check.company.ticker}
                    </th>
                    <th scope="col" className={thClass}>
                      Result
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {check.filters.map((f) => (
                    <tr key={f.key} data-filter={f.key} data-passed={f.locked ? "locked" : String(f.passed)}>
                      <th scope="row" className={`${tdClass} font-medium`}>
                        {f.name}
                      </th>
                      <td className={tdClass}>{f.condition}</td>
                      {f.locked ? (
                        <td className={tdClass} colSpan={2}>
                          <UpsellLink
                            modal="screener"
                            className="inline-flex items-center gap-1 text-emerald-800 underline"
                            aria-label={`${f.name}: Premium`}
                          >
                            <LockedIcon className="h-4 w-4" />
                            <span>Premium</span>
                          </UpsellLink>
                        </td>
                      ) : (
                        <>
                          <td className={tdClass}>{f.value ?? "No data"}</td>
                          <td className={`${tdClass} font-medium ${f.passed ? "text-emerald-800" : "text-red-800"}`}>
                            {VERDICT[String(f.passed) as "true" | "false"]}
                          </td>
                        </>
                      )}
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
