import { useEffect, useReducer, useRef } from "react";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { searchCompanies } from "./api/search-companies";
import { initialSearchBoxState, queryFor, searchBoxReducer } from "./search-box-state";
import { searchErrorMessage } from "./search-error";
import { SEARCH_DEBOUNCE_MS } from "./search-texts";

/**
 * The state of a company search box, searching the term 300 ms after the last keystroke. A new
 * search aborts the previous request, and the reducer ignores any answer but the latest's.
 */
export function useCompanySearch() {
  const [state, dispatch] = useReducer(searchBoxReducer, initialSearchBoxState);
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
      (results) => dispatch({ type: "answered", id, query, results }),
      (error: unknown) => {
        if (!controller.signal.aborted) dispatch({ type: "failed", id, message: searchErrorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [debounced]);

  return { state, dispatch };
}
