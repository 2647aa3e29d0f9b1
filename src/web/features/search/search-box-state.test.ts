import { describe, expect, it } from "vitest";
import type { CompanySearchResult } from "../../../domain/contracts/company-search";
import {
  enterTarget,
  initialSearchBoxState,
  popupContent,
  queryFor,
  searchBoxReducer,
  type SearchBoxAction,
  type SearchBoxState,
} from "./search-box-state";
import { COMPANY_SEARCH_TEXTS, DEFAULT_SEARCH_TEXTS, SEARCHING_TEXT } from "./search-texts";

const corv: CompanySearchResult = { name: "Corvexa Therapeutics Inc.", ticker: "CORV", url: "/stocks/us/nasdaq/corv" };
const cor: CompanySearchResult = { name: "Coral Energy Corp.", ticker: "COR", url: "/stocks/us/nyse/cor" };
const corx: CompanySearchResult = { name: "Corex Bancorp", ticker: "CORX", url: "/stocks/us/nyse/corx" };

function run(...actions: SearchBoxAction[]): SearchBoxState {
  return actions.reduce(searchBoxReducer, initialSearchBoxState);
}

const answered = (id: number, query: string, results: CompanySearchResult[]): SearchBoxAction => ({
  type: "answered",
  id,
  query,
  results,
});

describe("the query a term sends", () => {
  it("sends nothing for an empty or blank term", () => {
    expect(queryFor("", null)).toBeNull();
    expect(queryFor("   \t", null)).toBeNull();
  });

  it("trims the term and keeps at most 100 characters", () => {
    expect(queryFor("  corv  ", null)).toBe("corv");
    expect(queryFor("x".repeat(150), null)).toBe("x".repeat(100));
  });

  it("does not search again for the label of the chosen option", () => {
    expect(queryFor(corv.name, corv.name)).toBeNull();
    expect(queryFor(`${corv.name} `, corv.name)).toBe(corv.name);
    expect(queryFor("corv", corv.name)).toBe("corv");
  });
});

describe("the search box state", () => {
  it("shows the answer to the latest request", () => {
    const s = run(
      { type: "typed", term: "cor" },
      { type: "requested", id: 1, query: "cor" },
      answered(1, "cor", [cor, corx]),
    );
    expect(s.results).toEqual([cor, corx]);
    expect(s.resultsFor).toBe("cor");
    expect(s.pending).toBeNull();
  });

  it("ignores stale answers, whatever order they arrive in", () => {
    const s = run(
      { type: "typed", term: "co" },
      { type: "requested", id: 1, query: "co" },
      { type: "typed", term: "corv" },
      { type: "requested", id: 2, query: "corv" },
      answered(2, "corv", [corv]),
      answered(1, "co", [cor, corx, corv]),
      { type: "failed", id: 1, message: "500 late" },
    );
    expect(s.results).toEqual([corv]);
    expect(s.error).toBeNull();
  });

  it("empties the results at once when the term is emptied, and ignores what was on its way", () => {
    const s = run(
      { type: "typed", term: "cor" },
      { type: "requested", id: 1, query: "cor" },
      answered(1, "cor", [cor]),
      { type: "requested", id: 2, query: "cor" },
      { type: "typed", term: "  " },
    );
    expect(s.results).toEqual([]);
    expect(s.pending).toBeNull();
    expect(searchBoxReducer(s, answered(2, "cor", [cor])).results).toEqual([]);
  });

  it("keeps an error until the next search", () => {
    const failed = run(
      { type: "typed", term: "cor" },
      { type: "requested", id: 1, query: "cor" },
      { type: "failed", id: 1, message: "503 Down" },
    );
    expect(failed.error).toBe("503 Down");
    expect(failed.results).toEqual([]);
    expect(searchBoxReducer(failed, { type: "typed", term: "corv" }).error).toBeNull();
  });

  it("moves the highlight with the arrow keys, wrapping around", () => {
    let s = run(
      { type: "typed", term: "cor" },
      { type: "requested", id: 1, query: "cor" },
      answered(1, "cor", [cor, corx, corv]),
    );
    expect(s.active).toBe(-1);
    s = searchBoxReducer(s, { type: "moved", by: 1 });
    expect(s.active).toBe(0);
    s = searchBoxReducer(searchBoxReducer(s, { type: "moved", by: 1 }), { type: "moved", by: 1 });
    expect(s.active).toBe(2);
    expect(searchBoxReducer(s, { type: "moved", by: 1 }).active).toBe(0);
    expect(
      run({ type: "typed", term: "cor" }, { type: "requested", id: 1, query: "cor" }, answered(1, "cor", [cor, corx]), {
        type: "moved",
        by: -1,
      }).active,
    ).toBe(1);
  });

  it("opens a closed list on an arrow key", () => {
    const s = run(
      { type: "typed", term: "cor" },
      { type: "requested", id: 1, query: "cor" },
      answered(1, "cor", [cor, corx]),
      { type: "closed" },
      { type: "moved", by: 1 },
    );
    expect(s.open).toBe(true);
    expect(s.active).toBe(0);
  });

  it("does nothing on arrow keys without results", () => {
    const s = run({ type: "typed", term: "cor" });
    expect(searchBoxReducer(s, { type: "moved", by: 1 })).toBe(s);
  });

  it("opens the highlighted company on Enter, else the first", () => {
    const s = run(
      { type: "typed", term: "cor" },
      { type: "requested", id: 1, query: "cor" },
      answered(1, "cor", [cor, corx]),
    );
    expect(enterTarget(s)).toEqual({ kind: "open", index: 0 });
    expect(
      enterTarget(searchBoxReducer(searchBoxReducer(s, { type: "moved", by: 1 }), { type: "moved", by: 1 })),
    ).toEqual({ kind: "open", index: 1 });
    expect(enterTarget(run({ type: "typed", term: "cor" }))).toEqual({ kind: "none" });
  });

  it("moves between a row's company and Watch cells with left and right, wrapping to the next row", () => {
    const across = (by: 1 | -1): SearchBoxAction => ({ type: "across", by, columns: 2 });
    const start = run(
      { type: "typed", term: "cor" },
      { type: "requested", id: 1, query: "cor" },
      answered(1, "cor", [cor, corx, corv]),
    );
    // Before a cell is highlighted, left and right belong to the field's caret.
    expect(searchBoxReducer(start, across(1))).toBe(start);

    let s = searchBoxReducer(start, { type: "moved", by: 1 });
    expect([s.active, s.column]).toEqual([0, 0]);
    s = searchBoxReducer(s, across(1));
    expect([s.active, s.column]).toEqual([0, 1]);
    expect(enterTarget(s)).toEqual({ kind: "action", index: 0 });
    // Down and up keep the column.
    s = searchBoxReducer(s, { type: "moved", by: 1 });
    expect([s.active, s.column]).toEqual([1, 1]);
    expect(enterTarget(s)).toEqual({ kind: "action", index: 1 });
    s = searchBoxReducer(s, across(1));
    expect([s.active, s.column]).toEqual([2, 0]);
    s = searchBoxReducer(s, across(-1));
    expect([s.active, s.column]).toEqual([1, 1]);
    s = searchBoxReducer(s, across(-1));
    expect([s.active, s.column]).toEqual([1, 0]);
    expect(enterTarget(s)).toEqual({ kind: "open", index: 1 });
    // From the very first cell, left goes round to the last.
    s = searchBoxReducer(searchBoxReducer(s, { type: "moved", by: -1 }), across(-1));
    expect([s.active, s.column]).toEqual([2, 1]);
    // A grid of one column keeps to it.
    const one = searchBoxReducer(searchBoxReducer(start, { type: "moved", by: 1 }), {
      type: "across",
      by: 1,
      columns: 1,
    });
    expect([one.active, one.column]).toEqual([1, 0]);
  });

  it("starts again from the company cell when the list changes or closes", () => {
    const s = run(
      { type: "typed", term: "cor" },
      { type: "requested", id: 1, query: "cor" },
      answered(1, "cor", [cor, corx]),
      { type: "moved", by: 1 },
      { type: "across", by: 1, columns: 2 },
    );
    expect(s.column).toBe(1);
    expect(searchBoxReducer(s, { type: "typed", term: "core" }).column).toBe(0);
    expect(searchBoxReducer(s, { type: "closed" }).column).toBe(0);
    expect(searchBoxReducer(s, { type: "pointed", index: 1, column: 0 })).toMatchObject({ active: 1, column: 0 });
  });

  it("puts the chosen option's label in the field, closes, and does not search it again", () => {
    const s = run(
      { type: "typed", term: "cor" },
      { type: "requested", id: 1, query: "cor" },
      answered(1, "cor", [cor, corv]),
      { type: "chose", index: 1 },
    );
    expect(s.term).toBe(corv.name);
    expect(s.selectedLabel).toBe(corv.name);
    expect(s.open).toBe(false);
    expect(queryFor(s.term, s.selectedLabel)).toBeNull();
  });

  it("highlights the option under the pointer, within range", () => {
    const s = run(
      { type: "typed", term: "cor" },
      { type: "requested", id: 1, query: "cor" },
      answered(1, "cor", [cor, corv]),
    );
    expect(searchBoxReducer(s, { type: "pointed", index: 1 }).active).toBe(1);
    expect(searchBoxReducer(s, { type: "pointed", index: 5 })).toBe(s);
  });

  it("closes on Escape or leaving the field, forgetting the highlight", () => {
    const s = run(
      { type: "typed", term: "cor" },
      { type: "requested", id: 1, query: "cor" },
      answered(1, "cor", [cor]),
      { type: "moved", by: 1 },
      { type: "closed" },
    );
    expect(s.open).toBe(false);
    expect(s.active).toBe(-1);
  });
});

describe("what the list under the field shows", () => {
  it("hints how to start while the field is empty", () => {
    expect(popupContent(run({ type: "opened" }), COMPANY_SEARCH_TEXTS)).toEqual({
      kind: "message",
      text: "Try a NYSE/NASDAQ listed stock",
    });
    expect(popupContent(run({ type: "opened" }), DEFAULT_SEARCH_TEXTS)).toEqual({
      kind: "message",
      text: "Type to get started",
    });
    expect(COMPANY_SEARCH_TEXTS.placeholder).toBe("Search for a company");
    expect(DEFAULT_SEARCH_TEXTS.placeholder).toBe("Search");
  });

  it("says it is searching until the answer for the current term is in", () => {
    expect(popupContent(run({ type: "typed", term: "cor" }), COMPANY_SEARCH_TEXTS)).toEqual({
      kind: "message",
      text: SEARCHING_TEXT,
    });
    expect(
      popupContent(
        run({ type: "typed", term: "cor" }, { type: "requested", id: 1, query: "cor" }),
        COMPANY_SEARCH_TEXTS,
      ),
    ).toEqual({ kind: "message", text: SEARCHING_TEXT });
  });

  it("says there are no results when the current term found nothing", () => {
    const s = run({ type: "typed", term: " zzz " }, { type: "requested", id: 1, query: "zzz" }, answered(1, "zzz", []));
    expect(popupContent(s, COMPANY_SEARCH_TEXTS)).toEqual({
      kind: "message",
      text: "No results; try a NYSE/NASDAQ listed stock.",
    });
    expect(popupContent(searchBoxReducer(s, { type: "typed", term: "zzzz" }), COMPANY_SEARCH_TEXTS)).toEqual({
      kind: "message",
      text: SEARCHING_TEXT,
    });
  });

  it("lists the options when there are results", () => {
    expect(
      popupContent(
        run({ type: "typed", term: "cor" }, { type: "requested", id: 1, query: "cor" }, answered(1, "cor", [cor])),
        COMPANY_SEARCH_TEXTS,
      ),
    ).toEqual({ kind: "options" });
  });

  it("shows nothing while closed or when an error is shown instead", () => {
    expect(popupContent(initialSearchBoxState, COMPANY_SEARCH_TEXTS)).toEqual({ kind: "hidden" });
    expect(
      popupContent(
        run(
          { type: "typed", term: "cor" },
          { type: "requested", id: 1, query: "cor" },
          { type: "failed", id: 1, message: "x" },
        ),
        COMPANY_SEARCH_TEXTS,
      ),
    ).toEqual({ kind: "hidden" });
  });
});
