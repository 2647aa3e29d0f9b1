import type { CompanySearchResult } from "../../../domain/contracts/company-search";
import { SEARCH_MAX_LENGTH } from "../../../domain/search/limits";
import { SEARCHING_TEXT, type SearchTexts } from "./search-texts";

// The state of a search box as a reducer, so that every rule of spec sections 4 and 5 is a
// plain function tested without a browser: answers to any request but the latest are stale and
// ignored; an empty term empties the results at once; choosing an option puts its label in the
// field, and that label is not searched again. The results form a grid: a row per company, a
// cell for the company and one for its action (Watch); one cell at a time is highlighted.

export interface SearchBoxState {
  term: string;
  /** The label of the option last chosen. */
  selectedLabel: string | null;
  results: CompanySearchResult[];
  /** The query the results answer. */
  resultsFor: string | null;
  /** The request whose answer is awaited; null when none is. */
  pending: number | null;
  error: string | null;
  open: boolean;
  /** The row of the highlighted cell, -1 for none. */
  active: number;
  /** The column of the highlighted cell: 0 the company, 1 its action (the Watch cell). */
  column: number;
}

export type SearchBoxAction =
  | { type: "typed"; term: string }
  | { type: "requested"; id: number; query: string }
  | { type: "answered"; id: number; query: string; results: CompanySearchResult[] }
  | { type: "failed"; id: number; message: string }
  | { type: "opened" }
  | { type: "closed" }
  | { type: "moved"; by: 1 | -1 }
  | { type: "across"; by: 1 | -1; columns: number }
  | { type: "pointed"; index: number; column?: number }
  | { type: "chose"; index: number };

export const initialSearchBoxState: SearchBoxState = {
  term: "",
  selectedLabel: null,
  results: [],
  resultsFor: null,
  pending: null,
  error: null,
  open: false,
  active: -1,
  column: 0,
};

/** What an option puts in the field when chosen. */
export function optionLabel(result: CompanySearchResult): string {
  return result.name;
}

/** The query to send for a term, or null when none should be sent (spec section 5). */
export function queryFor(term: string, selectedLabel: string | null): string | null {
  const query = term.trim().slice(0, SEARCH_MAX_LENGTH).trim();
  if (query === "") return null;
  if (selectedLabel !== null && term === selectedLabel) return null;
  return query;
}

export function searchBoxReducer(state: SearchBoxState, action: SearchBoxAction): SearchBoxState {
  switch (action.type) {
    case "typed":
      if (action.term.trim() === "") {
        // Emptied: no results, and whatever is on its way is no longer wanted.
        return {
          ...state,
          term: action.term,
          results: [],
          resultsFor: null,
          pending: null,
          error: null,
          open: true,
          active: -1,
          column: 0,
        };
      }
      return { ...state, term: action.term, error: null, open: true, active: -1, column: 0 };
    case "requested":
      return { ...state, pending: action.id };
    case "answered":
      if (action.id !== state.pending) return state;
      return {
        ...state,
        results: action.results,
        resultsFor: action.query,
        pending: null,
        error: null,
        active: -1,
        column: 0,
      };
    case "failed":
      if (action.id !== state.pending) return state;
      return { ...state, results: [], resultsFor: null, pending: null, error: action.message, active: -1, column: 0 };
    case "opened":
      return state.open ? state : { ...state, open: true };
    case "closed":
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1, column: 0 } : state;
    case "moved": {
      const count = state.results.length;
      if (count === 0) return state;
      if (!state.open) return { ...state, open: true, active: action.by === 1 ? 0 : count - 1, column: 0 };
      if (state.active === -1) return { ...state, active: action.by === 1 ? 0 : count - 1, column: 0 };
      // Up and down keep the column (the grid popup of the WAI-ARIA combobox pattern).
      return { ...state, active: (state.active + action.by + count) % count };
    }
    case "across": {
      // Left and right only move within the grid once a cell is highlighted (before that they
      // move the caret in the field); past a row's last cell they go on to the next row's first.
      const count = state.results.length;
      if (!state.open || state.active === -1 || count === 0 || action.columns < 1) return state;
      const cells = count * action.columns;
      const at =
        (state.active * action.columns + Math.min(state.column, action.columns - 1) + action.by + cells) % cells;
      return { ...state, active: Math.floor(at / action.columns), column: at % action.columns };
    }
    case "pointed": {
      if (action.index < 0 || action.index >= state.results.length) return state;
      const column = action.column ?? state.column;
      return action.index === state.active && column === state.column
        ? state
        : { ...state, active: action.index, column };
    }
    case "chose": {
      const chosen = state.results[action.index];
      if (!chosen) return state;
      const label = optionLabel(chosen);
      return { ...state, term: label, selectedLabel: label, open: false, active: -1, column: 0 };
    }
  }
}

/**
 * What Enter does: open a company (the highlighted row's, else the first result's), press the
 * highlighted row's action (the Watch cell), or nothing when there are no results.
 */
export type EnterTarget = { kind: "none" } | { kind: "open"; index: number } | { kind: "action"; index: number };

export function enterTarget(state: SearchBoxState): EnterTarget {
  if (state.results.length === 0) return { kind: "none" };
  if (state.active < 0) return { kind: "open", index: 0 };
  return state.column > 0 ? { kind: "action", index: state.active } : { kind: "open", index: state.active };
}

export type PopupContent = { kind: "hidden" } | { kind: "options" } | { kind: "message"; text: string };

/** What the list under the field shows. */
export function popupContent(state: SearchBoxState, texts: SearchTexts): PopupContent {
  if (!state.open || state.error !== null) return { kind: "hidden" };
  if (state.term.trim() === "") return { kind: "message", text: texts.hint };
  if (state.results.length > 0) return { kind: "options" };
  const settled =
    state.pending === null && state.resultsFor !== null && state.resultsFor === queryFor(state.term, null);
  return { kind: "message", text: settled ? texts.empty : SEARCHING_TEXT };
}
