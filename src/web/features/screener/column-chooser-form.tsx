import { useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { ScreenerCatalogue, ScreenerColumnView } from "../../../domain/screener/contract";
import { LEAD_COLUMN, MAX_COLUMNS, type Screen } from "../../../domain/screener/screen";
import { buttonVariants } from "../../components/ui/button";
import { movedColumn, withColumns } from "./screen-url";
import { useMetricSearch } from "./use-metric-search";

// The column chooser's form: the columns shown, each with Move up, Move down and Remove, and
// every other column to add, found by name or alias. Each button submits the new `c` beside the
// screen's other parameters (hidden fields), so it works without JavaScript; with JavaScript the
// same buttons navigate to the screen's own address and keep the focus on the button pressed, so
// a column can be moved several places from the keyboard.

export interface ColumnChooserFormProps {
  catalogue: ScreenerCatalogue;
  screen: Screen;
  /** The columns shown now (the chosen ones, or the tab's). */
  columns: readonly ScreenerColumnView[];
  /** The address of a query string on this page. */
  href: (query: string) => string;
  /** Where the form sends its GET, and what it carries besides the screen (a member's list, u). */
  action: string;
  hidden: readonly [string, string][];
  className: string;
}

type Action = "up" | "down" | "remove" | "add";

const smallButton = buttonVariants({ variant: "secondary", size: "xs" });

export function ColumnChooserForm({
  catalogue,
  screen,
  columns,
  href,
  action,
  hidden,
  className,
}: ColumnChooserFormProps) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [search, setSearch] = useState("");
  const metricSearch = useMetricSearch();
  const [focusAfter, setFocusAfter] = useState<{ key: string; action: Action } | null>(null);
  const keys = useMemo(() => columns.map((c) => c.key), [columns]);
  const shown = new Set(keys);
  const full = keys.length >= MAX_COLUMNS;

  // After a move the list is drawn again: keep the focus on the button pressed (or its twin).
  useEffect(() => {
    if (!focusAfter || !form.current) return;
    const find = (a: Action) =>
      form.current?.querySelector<HTMLButtonElement>(`button[data-column="${focusAfter.key}"][data-action="${a}"]`);
    const target = [find(focusAfter.action), find(focusAfter.action === "up" ? "down" : "up")].find(
      (b) => b && !b.disabled,
    );
    target?.focus();
    setFocusAfter(null);
  }, [keys, focusAfter]);

  const go = (event: MouseEvent<HTMLButtonElement>, next: readonly string[], key: string, act: Action) => {
    event.preventDefault();
    if (act === "up" || act === "down") setFocusAfter({ key, action: act });
    void navigate(href(withColumns(screen, next)), { preventScrollReset: true });
  };

  const button = (label: string, name: string, key: string, act: Action, next: readonly string[], disabled = false) => (
    <button
      type="submit"
      name="c"
      value={next.join(",")}
      className={smallButton}
      aria-label={`${label}: ${name}`}
      data-column={key}
      data-action={act}
      disabled={disabled}
      onClick={(e) => go(e, next, key, act)}
    >
      {label}
    </button>
  );

  const addable = metricSearch.find(catalogue.columns, search).filter((c) => !shown.has(c.key));
  const groups = catalogue.groups
    .map((g) => ({ ...g, columns: addable.filter((c) => c.groupId === g.id) }))
    .filter((g) => g.columns.length > 0);
  return (
    <form ref={form} method="get" action={action} className={className}>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <h3 className="text-sm font-semibold">Shown columns</h3>
      <p className="text-xs text-slate-700">The ticker stays first. Move the others with the buttons.</p>
      <ol className="mt-2 divide-y divide-slate-100" aria-label="Shown columns">
        {columns.map((c, i) => {
          const name = c.shortName ?? c.name;
          return (
            <li key={c.key} className="flex items-center gap-1.5 py-1 text-sm" data-testid="chosen-column">
              <span className="mr-auto">
                {name}
                {c.locked ? <span className="ml-1 text-xs text-amber-900">Premium</span> : null}
              </span>
              {c.key === LEAD_COLUMN ? null : (
                <>
                  {button("Move up", name, c.key, "up", movedColumn(keys, c.key, -1), i <= 1)}
                  {button("Move down", name, c.key, "down", movedColumn(keys, c.key, 1), i === keys.length - 1)}
                  {button(
                    "Remove",
                    name,
                    c.key,
                    "remove",
                    keys.filter((k) => k !== c.key),
                  )}
                </>
              )}
            </li>
          );
        })}
      </ol>
      {screen.columns ? (
        <p className="mt-2 text-sm">
          <Link to={href(withColumns(screen, null))} preventScrollReset className="text-emerald-800 underline">
            Back to the tab&rsquo;s columns
          </Link>
        </p>
      ) : null}
      <h3 className="mt-4 text-sm font-semibold">Add a column</h3>
      {full ? <p className="text-xs text-slate-700">A screen shows at most {MAX_COLUMNS} columns.</p> : null}
      <input
        type="search"
        aria-label="Find a column"
        placeholder="Find a column (P/E, div yield…)"
        className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
        value={search}
        onFocus={metricSearch.load}
        onChange={(e) => {
          metricSearch.load();
          setSearch(e.target.value);
        }}
      />
      <div className="mt-2 space-y-3">
        {groups.map((g) => (
          <section key={g.id} aria-label={g.name}>
            <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{g.name}</h4>
            <ul>
              {g.columns.map((c) => (
                <li key={c.key} className="flex items-center justify-between gap-2 py-0.5 text-sm">
                  <span>
                    {c.name}
                    {c.locked ? <span className="ml-1 text-xs text-amber-900">Premium</span> : null}
                  </span>
                  {button("Add", c.name, c.key, "add", [...keys, c.key], full)}
                </li>
              ))}
            </ul>
          </section>
        ))}
        {groups.length === 0 ? <p className="text-sm text-slate-700">No other column has that name.</p> : null}
      </div>
    </form>
  );
}
