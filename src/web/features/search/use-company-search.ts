import { useEffect, useReducer, useRef } from "react";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { searchCompanies } from "./api/search-companies";
import { initialSearchBoxState, queryFor, searchBoxReducer, type SearchBoxState } from "./search-box-state";
import { searchErrorMessage } from "./search-error";
import { SEARCH_DEBOUNCE_MS } from "./search-texts";
import { readableCookieNames, reportEvent } from "../../lib/analytics";
import { ApiError } from "../../lib/api-client";

/** Spec 8: a failed search is reported with its query, an id, the request's headers and the cookies (names). */
function reportSearchError(query: string, id: number, error: unknown, message: string) {
  void reportEvent({
    kind: "search_error",
    query: query.slice(0, 200),
    searchId: `${Date.now().toString(36)}-${id}`,
    status: error instanceof ApiError ? error.status : null,
    message: message.slice(0, 300),
    headers: { accept: "application/json" },
    cookies: readableCookieNames(),
  });
}

/** The state of a box that starts with `term` in it, as if it had been typed. */
function startingWith(term: string): SearchBoxState {
  return term === "" ? initialSearchBoxState : searchBoxReducer(initialSearchBoxState, { type: "typed", term });
}

/**
 * The state of a company search box, searching the term 300 ms after the last keystroke. A new
 * search aborts the previous request, and the reducer ignores any answer but the latest's.
 * `initialTerm` is what was typed before the box had its code (search-field.tsx).
 */
export function useCompanySearch(initialTerm = "") {
  const [state, dispatch] = useReducer(searchBoxReducer, initialTerm, startingWith);
  const debounced = useDebouncedValue(state.term, SEARCH_DEBOUNCE_MS);
  const lastId = useRef(0);
  // Read, not watched: choosing an option must not trigger a search of the term before it.
  const selectedLabel = useRef(state.selectedLabel);
  selectedLabel.current = state.selectedLabel;

  useEffect(() => {
    const query = queryFor(debounced, selectedLabel.current);
    if (query === null) return;
    const id = ++lastId.current;
    const controller = new AbortController();
    dispatch({ type: "requested", id, query });
    searchCompanies(query, controller.signal).then(
      (results) => {
        dispatch({ type: "answered", id, query, results });
        // Spec 7: the search event carries the term and the search type.
        void reportEvent({ kind: "search", term: query.slice(0, 200), searchType: "company" });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = searchErrorMessage(error);
        dispatch({ type: "failed", id, message });
        reportSearchError(query, id, error, message);
      },
    );
    return () => controller.abort();
  }, [debounced]);

  return { state, dispatch };
}
