import { useId, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { encodeScreen } from "../../../domain/screener/query-string";
import type { ScreenerColumnView } from "../../../domain/screener/contract";
import type { Screen, SortDirection } from "../../../domain/screener/screen";
import { Button } from "../../components/ui/button";
import { cardSortChoices } from "./phone-cards";
import { withSortBy } from "./screen-url";

// The cards' sort control, on phones only (the cards have no header to click): a column and an
// order. Like the column chooser it is one GET form whose hidden fields are the screen's other
// parameters, so it works without JavaScript and the sort stays in the address (`s`, `sd`); with
// JavaScript the same form navigates to the screen's canonical address. Nothing happens until
// Sort is pressed, so changing a choice never moves the page under the visitor.

interface Props {
  screen: Screen;
  columns: readonly ScreenerColumnView[];
  /** Columns a screen may show (the sort column at least), to name a sort column the rows do not show. */
  allColumns: readonly Pick<ScreenerColumnView, "key" | "name">[];
  /** How the rows are sorted now (the server's answer: the default when the address has none). */
  sort: { column: string; direction: SortDirection };
  /** The address of a query string on this page. */
  href: (query: string) => string;
}

const selectClass = "mt-1 block h-10 w-full rounded-md border border-slate-300 bg-surface px-2 text-sm text-slate-900";

export function CardSort({ screen, columns, allColumns, sort, href }: Props) {
  const navigate = useNavigate();
  const id = useId();
  // The screen's other parameters; a new sort starts at page 1.
  const restQuery = encodeScreen({ ...screen, page: 1, sort: null });
  // What the page's links carry besides the screen (a member's list, u) rides along too.
  const [action, carried = ""] = href(restQuery).split("?") as [string, string?];
  const hidden = [...new URLSearchParams(carried)];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const direction = form.get("sd") === "asc" ? "asc" : "desc";
    void navigate(href(withSortBy(screen, String(form.get("s")), direction)), { preventScrollReset: true });
  };

  return (
    <form
      // Drawn again with the server's sort after any navigation (a tab, a header, the back button).
      key={`${sort.column}:${sort.direction}`}
      method="get"
      action={action}
      onSubmit={submit}
      aria-label="Sort the companies"
      className="flex items-end gap-2 sm:hidden"
      data-testid="card-sort"
    >
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={`${id}-s`} className="min-w-0 flex-1 text-sm font-medium">
        Sort by
        <select id={`${id}-s`} name="s" defaultValue={sort.column} className={selectClass}>
          {cardSortChoices(columns, sort.column, allColumns).map((c) => (
            <option key={c.key} value={c.key}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-sd`} className="text-sm font-medium">
        Order
        <select id={`${id}-sd`} name="sd" defaultValue={sort.direction} className={selectClass}>
          <option value="desc">Descending</option>
          <option value="asc">Ascending</option>
        </select>
      </label>
      <Button type="submit" variant="secondary" className="h-10">
        Sort
      </Button>
    </form>
  );
}
