import { Dialog } from "radix-ui";
import { useMemo, useState, type RefObject } from "react";
import type { ScreenerCatalogue, ScreenerFilterView } from "../../../domain/screener/contract";
import type { FilterValue, Screen } from "../../../domain/screener/screen";
import { BooleanEditor, RangeEditor, SelectEditor } from "./filter-editors";
import { upsellForScreenerItem } from "../../../domain/premium/upsells";
import { UpsellLink } from "../../components/ui/premium-offer";
import { countQuery } from "./screen-url";
import { searchMetrics } from "../../../domain/screener/metric-search";

// The filter panel: every filter by group (spec section 3's groups, in their order), findable
// by name. Locked filters offer the Premium upsell instead of an editor. Loaded by
// filter-panel.tsx when first opened, with Radix's dialog and the editors (decision 041).

export interface FilterPanelProps {
  catalogue: ScreenerCatalogue;
  screen: Screen;
  /** The screen the live count runs: the page's screen plus a filter the page always applies (a group's). */
  countScreen?: Screen;
  onApply: (key: string, value: FilterValue | null) => void;
}

interface Props extends FilterPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}

function Editor({
  filter,
  screen,
  countScreen,
  onApply,
}: {
  filter: ScreenerFilterView;
  screen: Screen;
  countScreen: Screen;
  onApply: FilterPanelProps["onApply"];
}) {
  const value = screen.filters.find((f) => f.key === filter.key)?.value;
  const countFor = (v: FilterValue | null) => countQuery(countScreen, filter.key, v);
  const apply = (v: FilterValue | null) => onApply(filter.key, v);
  switch (filter.type) {
    case "select":
      return <SelectEditor filter={filter} value={value} countFor={countFor} onApply={apply} />;
    case "range":
      return <RangeEditor filter={filter} value={value} countFor={countFor} onApply={apply} />;
    case "boolean":
      return <BooleanEditor filter={filter} value={value} countFor={countFor} onApply={apply} />;
  }
}

/** The filter a search opens: the only one found. */
function onlyOne(found: readonly ScreenerFilterView[]): string | null {
  return found.length === 1 ? found[0]!.key : null;
}

export default function FilterPanelDialog({
  catalogue,
  screen,
  countScreen = screen,
  onApply,
  open,
  onOpenChange,
  trigger,
}: Props) {
  const [search, setSearch] = useState("");
  const active = new Set(screen.filters.map((f) => f.key));
  // Browsing shows the groups; a search shows what it finds, best first (names, short names and
  // the metric catalogue's aliases: "PE", "div yield", "market cap").
  const groups = useMemo(() => {
    const q = search.trim();
    if (q) {
      const found = searchMetrics(catalogue.filters, q);
      return found.length > 0 ? [{ id: 0, name: "Matching filters", filters: found }] : [];
    }
    return catalogue.groups
      .map((g) => ({ ...g, filters: catalogue.filters.filter((f) => f.groupId === g.id) }))
      .filter((g) => g.filters.length > 0);
  }, [catalogue.groups, catalogue.filters, search]);
  // A search that finds exactly one filter opens it.
  const opened = search.trim() !== "" && groups[0] ? onlyOne(groups[0].filters) : null;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 dark:bg-black/60" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[28rem] max-w-[95vw] flex-col bg-surface shadow-xl"
          aria-describedby={undefined}
          // The button that opens it is outside Radix (filter-panel.tsx): focus goes back to it.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className="flex items-center justify-between border-b border-slate-200 p-4">
            <Dialog.Title className="text-lg font-semibold">Filters</Dialog.Title>
            <Dialog.Close className="rounded-md px-3 py-1 text-sm hover:bg-slate-100" aria-label="Done, close filters">
              Done
            </Dialog.Close>
          </div>
          <div className="border-b border-slate-200 p-4">
            <input
              type="search"
              aria-label="Find a filter"
              placeholder="Find a filter"
              className="w-full rounded-md border border-slate-300 px-3 py-1.5"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <div className="flex-1 space-y-4 overflow-y-auto p-4">
            {groups.map((g) => (
              <section key={g.id} aria-labelledby={`filter-group-${g.id}`}>
                <h3
                  id={`filter-group-${g.id}`}
                  className="text-sm font-semibold uppercase tracking-wide text-slate-600"
                >
                  {g.name}
                </h3>
                <ul className="mt-1 divide-y divide-slate-100">
                  {g.filters.map((f) => (
                    <li key={f.key}>
                      <details className="py-1.5" open={opened === f.key || undefined}>
                        <summary className="cursor-pointer text-sm">
                          {f.name}
                          {active.has(f.key) ? (
                            <span className="ml-2 rounded bg-emerald-100 px-1.5 text-xs text-emerald-900">on</span>
                          ) : null}
                          {f.locked ? (
                            <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">Premium</span>
                          ) : null}
                        </summary>
                        <div className="pt-2 pl-3">
                          {f.locked ? (
                            <UpsellLink
                              modal={upsellForScreenerItem(f)}
                              className="text-sm font-medium text-emerald-800 underline"
                            >
                              Unlock this filter
                            </UpsellLink>
                          ) : (
                            <Editor filter={f} screen={screen} countScreen={countScreen} onApply={onApply} />
                          )}
                        </div>
                      </details>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            {groups.length === 0 ? <p className="text-sm text-slate-600">No filter has that name.</p> : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
