import { buttonVariants } from "../../components/ui/button";
import { useId, useState, type ComponentType, type ReactNode } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import { api } from "../../../domain/paths";
import type { GroupScreenScope, ScreenerResponse } from "../../../domain/screener/contract";
import type { FilterValue, Screen } from "../../../domain/screener/screen";
import type { TabId } from "../../../domain/screener/tabs";
import { FilterPanel } from "./filter-panel";
import { SaveScreen } from "./save-screen";
import { rowCompany, ScreenerTable } from "./screener-table";
import { PageSizeChoice } from "./page-size-choice";
import { Pagination } from "../../components/ui/pagination";
import { PageHeader, type PageHeaderBack } from "../../components/ui/page-header";
import type { CompanyRef } from "../../../domain/paths";
import { withFilter, withoutFilter, withPage, withTab } from "./screen-url";
import { ColumnChooser } from "./column-chooser";
import { CardSort } from "./card-sort";
import { localeText } from "../../../domain/number-text";
import type { FirstViewCatalogue } from "./first-view-catalogue";
import { useCatalogue } from "./use-catalogue";

// The screener: tabs, the filter panel, active filter chips, the count, the sortable table,
// pagination and CSV export. The address holds the whole screen; every change navigates, so the
// page can be shared, reloaded and walked back with the back button. Embedded in another page
// (a sector's or an industry's), it is a section under an h2, and a scope (the group's filter)
// rides along unseen: in the count, the export and a saved screen, never in the address. A
// member's own list (scope u, decision 072) rides along in the count and the export too, but
// stays in the address and is saved as the list.

// Rendered by the server, their code loaded by the browser after the page's (decision 041): the
// cards' sort is a GET form that works before it arrives, the column chooser one that works
// without JavaScript; "why not" sits under the table.

interface Props {
  data: ScreenerResponse;
  /** The tabs and the sort column's name; the filter panel and the column chooser read the rest when opened. */
  catalogue: FirstViewCatalogue;
  /** The screen the address holds (data.queryString, read by the loader): what the links change. */
  screen: Screen;
  /** Why a column's cell is empty, for the columns with an empty cell (from the loader). */
  missingReasons: Readonly<Record<string, string>>;
  /** The page's path without query: /stock-screener, /stock-screener/dividends, /stock-ideas/... */
  basePath: string;
  heading: string;
  /** The page's introduction under the h1; an embedded screener has none. */
  intro?: ReactNode;
  /** Where the screen goes once its preset filters are all removed (a plain screener page). */
  customPath?: string;
  /** The page this one belongs under (a stock idea's: Stock Ideas), linked above the h1. */
  back?: PageHeaderBack;
  /** A section of a page that has its own h1: the heading is an h2 and there is no intro. */
  embedded?: boolean;
  /** The root element's id, for links that jump to the screener. */
  id?: string;
  /** The filter the page always applies (a group's), which the address and the chips leave out. */
  scope?: GroupScreenScope;
  /**
   * What to do with rows the visitor ticks (the watchlists' "Add to watchlist", composed by the
   * route: features do not import each other). Without it the rows have no checkboxes.
   */
  selectionActions?: (companies: (CompanyRef & { id: number })[], clear: () => void) => ReactNode;
  /** A control at the end of each row for its company (the watchlists' Watch), composed likewise. */
  rowAction?: (company: CompanyRef & { id: number }) => ReactNode;
  /**
   * The "why not" box under the table (why-not/why-not-box.tsx), given by the screener's own
   * pages; a screener that is a section of another page goes without it, and without its code.
   */
  whyNot?: ComponentType<{ screenQuery: string }>;
}

export function ScreenerView({
  data,
  catalogue,
  screen,
  missingReasons,
  basePath,
  heading,
  intro,
  back,
  customPath = basePath,
  embedded = false,
  id,
  scope,
  selectionActions,
  rowAction,
  whyNot: WhyNot,
}: Props) {
  const [selected, setSelected] = useState<ReadonlyMap<number, CompanyRef & { id: number }>>(new Map());
  const selection = selectionActions
    ? {
        selected: new Set(selected.keys()),
        toggle(id: number, on: boolean) {
          const row = data.rows.find((r) => r.id === id);
          const company = row ? rowCompany(row) : null;
          setSelected((current) => {
            const next = new Map(current);
            if (on && company) next.set(id, company);
            else next.delete(id);
            return next;
          });
        },
      }
    : undefined;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const headingId = useId();
  // What the visitor sees and changes is `screen` (the address's); the server runs the full one.
  const fullScreen = scope ? scope.screen : screen;
  const exportQuery = scope ? scope.exportQuery : data.queryString;
  const href = (query: string) => {
    // On a preset page, a screen with no filter left would fall back to the preset's filters.
    const base = query.includes("f[") || customPath === basePath ? basePath : customPath;
    // A member's list (u) stays in every link; its chip's × screens the whole market.
    if (scope?.key === "u") query = (query && query + "&") + "u=" + scope.value;
    return query ? `${base}?${query}` : base;
  };
  const apply = (key: string, value: FilterValue | null) => {
    void navigate(
      key === "u"
        ? `${basePath}?${withPage(screen, 1)}`
        : href(value === null ? withoutFilter(screen, key) : withFilter(screen, key, value)),
      { preventScrollReset: true },
    );
  };
  const busy = navigation.state === "loading";
  // A group's page offers no filter on its own group (the member's list, u, is no filter).
  const loadCatalogue = useCatalogue(catalogue, scope && scope.key !== "u" ? scope.key : undefined);

  const Root = embedded ? "section" : "div";
  return (
    <Root id={id} aria-labelledby={embedded ? headingId : undefined} className="space-y-4">
      {embedded ? (
        <header>
          <h2 id={headingId} className="text-xl font-bold">
            {heading}
          </h2>
        </header>
      ) : (
        <PageHeader back={back} title={heading}>
          {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
        </PageHeader>
      )}

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
        <FilterPanel loadCatalogue={loadCatalogue} screen={screen} countScreen={fullScreen} onApply={apply} />
        <ColumnChooser loadCatalogue={loadCatalogue} screen={screen} columns={data.columns} href={href} />
        <SaveScreen screen={fullScreen} />
        <a href={api.screenerExport(exportQuery)} className={buttonVariants({ variant: "secondary" })} download>
          Export CSV
        </a>
        <p className="ml-auto text-sm font-medium" aria-live="polite" data-testid="screener-total">
          {localeText(data.total)} {data.total === 1 ? "company" : "companies"}
        </p>
      </div>

      {data.activeFilters.length > 0 ? (
        <ul aria-label="Active filters" className="flex flex-wrap gap-2">
          {data.activeFilters.map((f) => (
            <li
              key={f.key}
              className="flex items-center gap-1 rounded-full bg-emerald-50 py-0.5 pl-3 pr-1 text-sm text-emerald-950 ring-1 ring-emerald-200"
            >
              {f.label}
              <button
                type="button"
                className="rounded-full px-1.5 hover:bg-emerald-100"
                aria-label={`Remove ${f.label}`}
                onClick={() => apply(f.key, null)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {selectionActions && selected.size > 0 ? (
        <div className="flex flex-wrap items-center gap-3" role="region" aria-label="Selected companies">
          <span className="text-sm">{selected.size} selected</span>
          {selectionActions([...selected.values()], () => setSelected(new Map()))}
        </div>
      ) : null}
      <CardSort
        screen={screen}
        columns={data.columns}
        allColumns={catalogue.sortColumn ? [catalogue.sortColumn] : []}
        sort={data.sort}
        href={href}
      />
      <ScreenerTable
        data={data}
        missingReasons={missingReasons}
        screen={screen}
        href={href}
        busy={busy}
        selection={selection}
        rowAction={rowAction}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Pagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          hrefFor={(p) => href(withPage(screen, p))}
          label="Pages"
          className="flex-1"
        />
        <PageSizeChoice screen={screen} href={href} />
      </div>
      {WhyNot ? <WhyNot screenQuery={exportQuery} /> : null}
      {data.asOf ? <p className="text-xs text-slate-600">Figures as of {data.asOf}.</p> : null}
    </Root>
  );
}
