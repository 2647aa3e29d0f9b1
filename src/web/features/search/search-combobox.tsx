import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { SEARCH_MAX_LENGTH } from "../../../domain/search/limits";
import { SearchIcon } from "../../components/ui/icons";
import { enterTarget, popupContent } from "./search-box-state";
import { COMPANY_SEARCH_TEXTS } from "./search-texts";
import { useCompanySearch } from "./use-company-search";
import { useFocusOnShortcut } from "./search-shortcut";
import {
  SEARCH_ICON_CLASS,
  SEARCH_INPUT_CLASS,
  searchPopupClass,
  type SearchFieldProps,
  type SearchHandoff,
} from "./search-field-parts";

// The 'Search Stocks' field (header, mobile overlay, 404 page): a combobox whose popup is a grid
// of companies, after the WAI-ARIA "combobox with grid popup" pattern (decision 029). A row per
// company: its cell, then, when the page gives one, a cell with the company's action (the Watch
// control; a listbox could not hold a button). Focus stays in the field; aria-activedescendant
// names the highlighted cell. Down and Up move between rows in the same column; once a cell is
// highlighted, Right and Left move between cells (on to the next or previous row); Enter opens
// the highlighted company (or the first) or presses the highlighted action; Escape closes.
// With `shortcut` (the header's field), "/" on the page focuses it, and an Escape
// once the list is closed goes back to where "/" was pressed. Pages show the plain field of
// search-field.tsx, which loads this module and hands over to it when first focused.

export function SearchCombobox({
  className = "",
  autoFocus,
  inline = false,
  onChoose,
  rowAction,
  shortcut = false,
  handoff,
}: SearchFieldProps & {
  /** Read once, as this field takes the place of the plain one: what was typed there, and its focus. */
  handoff?: () => SearchHandoff;
}) {
  const id = useId();
  const ids = {
    input: `${id}input`,
    list: `${id}list`,
    error: `${id}error`,
    row: (i: number) => `${id}row-${i}`,
    cell: (i: number, column: number) => `${id}cell-${i}-${column}`,
  };
  const columns = rowAction ? 2 : 1;
  const navigate = useNavigate();
  // The plain field's state, read during this first render, when no keystroke can come between.
  const [taken] = useState(() => handoff?.() ?? null);
  const { state, dispatch } = useCompanySearch(taken?.term ?? "");
  const content = popupContent(state, COMPANY_SEARCH_TEXTS);
  const showOptions = content.kind === "options";
  const input = useRef<HTMLInputElement>(null);
  const focusBeforeShortcut = useRef<HTMLElement | null>(taken?.focusBefore ?? null);
  // The focus and caret the plain field had, before the page can take a keystroke.
  useLayoutEffect(() => {
    const field = input.current;
    if (!taken || !field) return;
    // Left before the code came: closed, as the combobox is when it loses the focus.
    if (!taken.focused) return dispatch({ type: "closed" });
    field.focus();
    field.setSelectionRange(taken.selection[0], taken.selection[1]);
    // Only on taking the plain field's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useFocusOnShortcut(shortcut, input, focusBeforeShortcut);

  const choose = (index: number) => {
    const result = state.results[index];
    if (!result) return;
    dispatch({ type: "chose", index });
    onChoose?.();
    void navigate(result.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        dispatch({ type: "moved", by: event.key === "ArrowDown" ? 1 : -1 });
        break;
      case "ArrowRight":
      case "ArrowLeft":
        // Only while a cell is highlighted; otherwise the keys move the caret.
        if (showOptions && state.active >= 0) {
          event.preventDefault();
          dispatch({ type: "across", by: event.key === "ArrowRight" ? 1 : -1, columns });
        }
        break;
      case "Enter": {
        event.preventDefault();
        const target = enterTarget(state);
        if (target.kind === "open") choose(target.index);
        else if (target.kind === "action")
          document.getElementById(ids.cell(target.index, 1))?.querySelector<HTMLElement>("button, a")?.click();
        break;
      }
      case "Escape":
        // A search field clears itself on Escape; while the list is open, Escape only closes it.
        if (state.open) {
          event.preventDefault();
          dispatch({ type: "closed" });
        } else if (focusBeforeShortcut.current?.isConnected && state.term === "") {
          // Reached with "/": a second Escape leaves the search for where the reader was.
          event.preventDefault();
          focusBeforeShortcut.current.focus();
        }
        break;
    }
  };

  const announcement = showOptions
    ? `${state.results.length} ${state.results.length === 1 ? "company" : "companies"} found`
    : content.kind === "message"
      ? content.text
      : "";

  return (
    <form role="search" className={`relative ${className}`} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={ids.input} className="sr-only">
        Search Stocks
      </label>
      <div className="relative">
        <SearchIcon className={SEARCH_ICON_CLASS} />
        <input
          ref={input}
          id={ids.input}
          aria-keyshortcuts={shortcut ? "/" : undefined}
          type="search"
          name="q"
          role="combobox"
          aria-haspopup="grid"
          aria-autocomplete="list"
          aria-expanded={showOptions}
          aria-controls={ids.list}
          aria-activedescendant={
            showOptions && state.active >= 0 ? ids.cell(state.active, Math.min(state.column, columns - 1)) : undefined
          }
          aria-describedby={state.error ? ids.error : undefined}
          aria-invalid={state.error ? true : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus={autoFocus}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={COMPANY_SEARCH_TEXTS.placeholder}
          value={state.term}
          onChange={(event) => dispatch({ type: "typed", term: event.target.value })}
          onFocus={() => dispatch({ type: "opened" })}
          onBlur={() => {
            focusBeforeShortcut.current = null;
            dispatch({ type: "closed" });
          }}
          onKeyDown={onKeyDown}
          className={SEARCH_INPUT_CLASS}
        />
      </div>
      <div hidden={content.kind === "hidden"} className={searchPopupClass(inline)}>
        {/* One live region: the hint or outcome in words, or, beside the list, how many were found. */}
        <p role="status" className={content.kind === "message" ? "px-3 py-2 text-sm text-slate-600" : "sr-only"}>
          {announcement}
        </p>
        <div id={ids.list} role="grid" aria-label="Companies" hidden={!showOptions}>
          {state.results.map((result, index) => {
            const activeRow = index === state.active;
            const cellClass = (column: number) =>
              activeRow && Math.min(state.column, columns - 1) === column
                ? "outline-2 -outline-offset-2 outline-emerald-600"
                : "";
            return (
              <div
                key={result.url}
                id={ids.row(index)}
                role="row"
                aria-selected={activeRow}
                // Keeps the focus in the field, so that a click below still finds the popup open.
                onMouseDown={(event) => event.preventDefault()}
                className={`flex items-center gap-2 px-1 text-sm ${activeRow ? "bg-emerald-50 text-emerald-900" : "text-slate-800"}`}
              >
                <div
                  id={ids.cell(index, 0)}
                  role="gridcell"
                  onMouseMove={() =>
                    (!activeRow || state.column !== 0) && dispatch({ type: "pointed", index, column: 0 })
                  }
                  onClick={() => choose(index)}
                  className={`flex min-w-0 flex-1 cursor-pointer items-baseline gap-3 rounded px-2 py-2 ${cellClass(0)}`}
                >
                  <span className="w-14 shrink-0 font-semibold">{result.ticker}</span>
                  <span className="truncate">{result.name}</span>
                </div>
                {rowAction ? (
                  <div
                    id={ids.cell(index, 1)}
                    role="gridcell"
                    onMouseMove={() =>
                      (!activeRow || state.column !== 1) && dispatch({ type: "pointed", index, column: 1 })
                    }
                    className={`shrink-0 rounded p-1 ${cellClass(1)}`}
                  >
                    {rowAction(result)}
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
      </div>
      {state.error ? (
        <p id={ids.error} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {state.error}
        </p>
      ) : null}
    </form>
  );
}
