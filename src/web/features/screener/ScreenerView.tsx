import type { ReactNode } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import type { ScreenerCatalogue, ScreenerResponse } from "../../../domain/screener/contract";
import type { FilterValue } from "../../../domain/screener/screen";
import type { TabId } from "../../../domain/screener/tabs";
import { FilterPanel } from "./FilterPanel";
import { SaveScreen } from "./SaveScreen";
import { Pagination, ScreenerTable } from "./ScreenerTable";
import { currentScreen, withFilter, withoutFilter, withTab } from "./screen-url";

// The screener: tabs, the filter panel, active filter chips, the count, the sortable table,
// pagination and CSV export. The address holds the whole screen; every change navigates, so the
// page can be shared, reloaded and walked back with the back button.

interface Props {
  data: ScreenerResponse;
  catalogue: ScreenerCatalogue;
  /** The page's path without query: /stock-screener, /stock-screener/dividends, /stock-ideas/... */
  basePath: string;
  heading: string;
  intro: ReactNode;
  /** Where the screen goes once its preset filters are all removed (a plain screener page). */
  customPath?: string;
}

export function ScreenerView({ data, catalogue, basePath, heading, intro, customPath = basePath }: Props) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const screen = currentScreen(data.queryString);
  const href = (query: string) => {
    // On a preset page, a screen with no filter left would fall back to the preset's filters.
    const base = query.includes("f[") || customPath === basePath ? basePath : customPath;
    return query ? `${base}?${query}` : base;
  };
  const apply = (key: string, value: FilterValue | null) => {
    void navigate(href(value === null ? withoutFilter(screen, key) : withFilter(screen, key, value)), { preventScrollReset: true });
  };
  const busy = navigation.state === "loading";

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-3xl font-bold">{heading}</h1>
        <div className="mt-2 max-w-3xl text-slate-700">{intro}</div>
      </header>

      <nav aria-label="Screener tabs" className="overflow-x-auto border-b border-slate-200">
        <ul className="flex gap-1">
          {catalogue.tabs.map((t) => (
            <li key={t.id}>
              <Link
                to={href(withTab(screen, t.id as TabId))}
                aria-current={t.id === data.tab ? "page" : undefined}
                preventScrollReset
                className={`block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${t.id === data.tab ? "border-emerald-700 text-emerald-900" : "border-transparent text-slate-600 hover:text-slate-900"}`}
              >
                {t.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="flex flex-wrap items-center gap-3">
        <FilterPanel catalogue={catalogue} screen={screen} onApply={apply} />
        <SaveScreen screen={screen} />
        <a href={`/api/screener/export${data.queryString ? `?${data.queryString}` : ""}`} className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50" download>
          Export CSV
        </a>
        <p className="ml-auto text-sm font-medium" aria-live="polite" data-testid="screener-total">
          {data.total.toLocaleString("en-US")} {data.total === 1 ? "company" : "companies"}
        </p>
      </div>

      {data.activeFilters.length > 0 ? (
        <ul aria-label="Active filters" className="flex flex-wrap gap-2">
          {data.activeFilters.map((f) => (
            <li key={f.key} className="flex items-center gap-1 rounded-full bg-emerald-50 py-0.5 pl-3 pr-1 text-sm text-emerald-950 ring-1 ring-emerald-200">
              {f.label}
              <button type="button" className="rounded-full px-1.5 hover:bg-emerald-100" aria-label={`Remove ${f.label}`} onClick={() => apply(f.key, null)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <ScreenerTable data={data} screen={screen} href={href} busy={busy} />
      <Pagination data={data} screen={screen} href={href} />
      {data.asOf ? <p className="text-xs text-slate-600">Figures as of {data.asOf}.</p> : null}
    </div>
  );
}
