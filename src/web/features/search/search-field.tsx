import { useId, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { SEARCH_MAX_LENGTH } from "../../../domain/search/limits";
import { SearchIcon } from "../../components/ui/icons";
import { enterTarget, popupContent } from "./search-box-state";
import { COMPANY_SEARCH_TEXTS } from "./search-texts";
import { useCompanySearch } from "./use-company-search";

// The 'Search Stocks' field (header, mobile overlay, 404 page): a combobox with a list of
// companies, after the WAI-ARIA combobox pattern. Focus stays in the field; the arrow keys move
// the highlight (aria-activedescendant), Enter opens the highlighted company or the first,
// Escape closes the list.

interface Props {
  className?: string;
  autoFocus?: boolean;
  /** The list flows in the page instead of floating over it (the mobile overlay). */
  inline?: boolean;
  /** Called as a company is chosen, before navigating to it. */
  onChoose?: () => void;
}

export function SearchField({ className = "", autoFocus, inline = false, onChoose }: Props) {
  const id = useId();
  const ids = {
    input: `${id}input`,
    list: `${id}list`,
    error: `${id}error`,
    option: (i: number) => `${id}option-${i}`,
  };
  const navigate = useNavigate();
  const { state, dispatch } = useCompanySearch();
  const content = popupContent(state, COMPANY_SEARCH_TEXTS);
  const showOptions = content.kind === "options";

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
      case "Enter": {
        event.preventDefault();
        const target = enterTarget(state);
        if (target !== -1) choose(target);
        break;
      }
      case "Escape":
        // A search field clears itself on Escape; while the list is open, Escape only closes it.
        if (state.open) {
          event.preventDefault();
          dispatch({ type: "closed" });
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
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
        <input
          id={ids.input}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showOptions}
          aria-controls={ids.list}
          aria-activedescendant={showOptions && state.active >= 0 ? ids.option(state.active) : undefined}
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
          onBlur={() => dispatch({ type: "closed" })}
          onKeyDown={onKeyDown}
          className="w-full rounded-md border border-slate-300 bg-surface py-2 pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-emerald-600 focus:outline-2 focus:outline-emerald-600"
        />
      </div>
      <div
        hidden={content.kind === "hidden"}
        className={
          inline
            ? "mt-2 max-h-[70vh] overflow-y-auto"
            : "absolute right-0 z-50 mt-1 max-h-96 w-full min-w-96 overflow-y-auto rounded-md border border-slate-200 bg-surface py-1 shadow-lg"
        }
      >
        {/* One live region: the hint or outcome in words, or, beside the list, how many were found. */}
        <p role="status" className={content.kind === "message" ? "px-3 py-2 text-sm text-slate-600" : "sr-only"}>
          {announcement}
        </p>
        <ul id={ids.list} role="listbox" aria-label="Companies" hidden={!showOptions}>
          {state.results.map((result, index) => (
            <li
              key={result.url}
              id={ids.option(index)}
              role="option"
              aria-selected={index === state.active}
              // Keeps the focus in the field, so that the click below still finds the list open.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== state.active && dispatch({ type: "pointed", index })}
              onClick={() => choose(index)}
              className={`flex cursor-pointer items-baseline gap-3 px-3 py-2 text-sm ${index === state.active ? "bg-emerald-50 text-emerald-900" : "text-slate-800"}`}
            >
              <span className="w-14 shrink-0 font-semibold">{result.ticker}</span>
              <span className="truncate">{result.name}</span>
            </li>
          ))}
        </ul>
      </div>
      {state.error ? (
        <p id={ids.error} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {state.error}
        </p>
      ) : null}
    </form>
  );
}
