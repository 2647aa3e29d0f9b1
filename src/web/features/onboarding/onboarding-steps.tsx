import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { OnboardingCompany } from "../../../domain/contracts/onboarding";
import { ONBOARDING_FREQUENCIES, type OnboardingFrequency } from "../../../domain/watchlists/limits";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { findCompanies } from "./api/onboarding";

// /users/onboarding's two steps: companies for the first watchlist (from search and from the
// largest companies), then the digest's frequency. Each step is submitted to the route's
// clientAction by a fetcher, so the loaders (the header's watchlists) are read again after it.

export const ONBOARDING_INTENTS = { companies: "companies", finish: "finish" } as const;
const SEARCH_DEBOUNCE_MS = 300;

const FREQUENCY_LABELS: Record<OnboardingFrequency, string> = {
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
  none: "No emails",
};

export interface OnboardingActionResult {
  error: string | null;
  step?: "digest";
}

function CompanyToggle({
  company,
  picked,
  onToggle,
}: {
  company: OnboardingCompany;
  picked: boolean;
  onToggle: (company: OnboardingCompany) => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={picked}
      onClick={() => onToggle(company)}
      className={cn(
        "flex min-h-11 w-full items-center gap-3 rounded-md border px-3 py-2 text-left",
        picked ? "border-emerald-700 bg-emerald-50 text-slate-900" : "border-slate-300 hover:border-emerald-700",
      )}
    >
      <span aria-hidden="true" className="w-4 font-bold text-emerald-800">
        {picked ? "✓" : "+"}
      </span>
      <span className="font-semibold">{company.ticker}</span>
      <span className="truncate text-sm text-slate-700">{company.name}</span>
    </button>
  );
}

function useOnboardingSearch(term: string) {
  const debounced = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<{ term: string; results: OnboardingCompany[]; error: string | null }>({
    term: "",
    results: [],
    error: null,
  });
  useEffect(() => {
    if (!debounced) return;
    const controller = new AbortController();
    findCompanies(debounced, controller.signal).then(
      (results) => setAnswer({ term: debounced, results, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setAnswer({ term: debounced, results: [], error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [debounced]);
  return debounced && answer.term === debounced ? answer : null;
}

function CompaniesStep({
  popular,
  watchlistName,
  onSkip,
}: {
  popular: OnboardingCompany[];
  watchlistName: string;
  onSkip: () => void;
}) {
  const fetcher = useFetcher<OnboardingActionResult>({ key: "onboarding-companies" });
  const [picked, setPicked] = useState<OnboardingCompany[]>([]);
  const [term, setTerm] = useState("");
  const search = useOnboardingSearch(term);
  const pickedIds = new Set(picked.map((c) => c.id));
  const toggle = (company: OnboardingCompany) =>
    setPicked((now) =>
      now.some((c) => c.id === company.id) ? now.filter((c) => c.id !== company.id) : [...now, company],
    );
  const busy = fetcher.state !== "idle";
  const error = fetcher.state === "idle" ? (fetcher.data?.error ?? null) : null;
  const submit = () =>
    void fetcher.submit(
      { intent: ONBOARDING_INTENTS.companies, ids: picked.map((c) => c.id).join(",") },
      { method: "post" },
    );

  return (
    <section aria-labelledby="onboarding-companies">
      <h2 id="onboarding-companies" className="text-xl font-semibold">
        Step 1 of 2: pick companies for {watchlistName}
      </h2>
      <p className="mt-1 text-slate-700">Search for the companies you own or follow, or start with popular ones.</p>

      <div className="mt-4">
        <label htmlFor="onboarding-search" className="block font-medium">
          Search companies
        </label>
        <input
          id="onboarding-search"
          type="search"
          autoComplete="off"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder="Ticker or company name"
          className="mt-1 w-full max-w-md rounded-md border border-slate-400 px-3 py-2"
        />
        {search ? (
          search.error ? (
            <p role="alert" className="mt-2 text-red-700">
              {search.error}
            </p>
          ) : search.results.length === 0 ? (
            <p className="mt-2 text-slate-700">No results</p>
          ) : (
            <ul aria-label="Search results" className="mt-2 grid max-w-md gap-2">
              {search.results.map((c) => (
                <li key={c.id}>
                  <CompanyToggle company={c} picked={pickedIds.has(c.id)} onToggle={toggle} />
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>

      <h3 className="mt-6 font-semibold">Popular companies</h3>
      <ul aria-label="Popular companies" className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {popular.map((c) => (
          <li key={c.id}>
            <CompanyToggle company={c} picked={pickedIds.has(c.id)} onToggle={toggle} />
          </li>
        ))}
      </ul>

      <p className="mt-4" aria-live="polite">
        {picked.length === 0
          ? "No companies picked yet."
          : `${picked.length} picked: ${picked.map((c) => c.ticker).join(", ")}`}
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={submit} disabled={picked.length === 0 || busy}>
          {busy ? "Saving…" : "Continue"}
        </Button>
        <Button variant="secondary" onClick={onSkip} disabled={busy}>
          Skip this step
        </Button>
      </div>
    </section>
  );
}

function DigestStep({ watchlistName }: { watchlistName: string }) {
  const fetcher = useFetcher<OnboardingActionResult>({ key: "onboarding-finish" });
  const [frequency, setFrequency] = useState<OnboardingFrequency>("weekly");
  const heading = useRef<HTMLHeadingElement>(null);
  // The first step's controls are gone: bring keyboard and screen reader users to this one.
  useEffect(() => heading.current?.focus(), []);
  const busy = fetcher.state !== "idle";
  const error = fetcher.state === "idle" ? (fetcher.data?.error ?? null) : null;
  return (
    <section aria-labelledby="onboarding-digest">
      <h2 id="onboarding-digest" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        Step 2 of 2: your watchlist digest
      </h2>
      <fetcher.Form method="post" className="mt-3">
        <input type="hidden" name="intent" value={ONBOARDING_INTENTS.finish} />
        <fieldset>
          <legend className="text-slate-700">How often should we email you what changed in {watchlistName}?</legend>
          <div className="mt-3 grid gap-2">
            {ONBOARDING_FREQUENCIES.map((f) => (
              <label key={f} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="frequency"
                  value={f}
                  checked={frequency === f}
                  onChange={() => setFrequency(f)}
                  className="h-5 w-5"
                />
                {FREQUENCY_LABELS[f]}
              </label>
            ))}
          </div>
        </fieldset>
        {error ? (
          <p role="alert" className="mt-2 text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="mt-4" disabled={busy}>
          {busy ? "Saving…" : "Finish"}
        </Button>
      </fetcher.Form>
    </section>
  );
}

export function OnboardingSteps({ popular, watchlistName }: { popular: OnboardingCompany[]; watchlistName: string }) {
  const companies = useFetcher<OnboardingActionResult>({ key: "onboarding-companies" });
  const [skipped, setSkipped] = useState(false);
  const digest = skipped || companies.data?.step === "digest";
  return digest ? (
    <DigestStep watchlistName={watchlistName} />
  ) : (
    <CompaniesStep popular={popular} watchlistName={watchlistName} onSkip={() => setSkipped(true)} />
  );
}
