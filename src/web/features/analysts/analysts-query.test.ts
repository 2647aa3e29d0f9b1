import { describe, expect, it } from "vitest";
import { analystsHref, sortHref, sortOf } from "./analysts-query";
import { readAnalystsQuery } from "./read-analysts-query";

// The /analysts address is the ranking's query: read parameter by parameter, written back short.

describe("the ranking's address", () => {
  it("reads every parameter the API takes", () => {
    const query = readAnalystsQuery(
      new URLSearchParams("q=Lee&sector=technology&firm=7&min_calls=10&sort=calls&dir=asc&page=3"),
    );
    expect(query).toEqual({
      q: "Lee",
      sector: "technology",
      firm: 7,
      min_calls: 10,
      sort: "calls",
      dir: "asc",
      page: 3,
    });
  });

  it("drops what it cannot use and keeps the rest, blank form fields included", () => {
    const query = readAnalystsQuery(
      new URLSearchParams("q=&sector=Bad Slug&firm=x&min_calls=&sort=best&dir=up&page=0&colour=blue&q2=1"),
    );
    expect(query).toEqual({});
    expect(readAnalystsQuery(new URLSearchParams("sector=energy&page=-2"))).toEqual({ sector: "energy" });
  });

  it("writes addresses without defaults, so the same view has one address", () => {
    expect(analystsHref({})).toBe("/analysts");
    expect(analystsHref({ sort: "rank", dir: "asc", page: 1, min_calls: 0, q: "" })).toBe("/analysts");
    expect(analystsHref({ sector: "energy", sort: "calls" }, { page: 2 })).toBe(
      "/analysts?sector=energy&sort=calls&page=2",
    );
    expect(readAnalystsQuery(new URLSearchParams(analystsHref({ q: "a b&c", firm: 3 }).split("?")[1]))).toEqual({
      q: "a b&c",
      firm: 3,
    });
  });

  it("sorts a new column best first and flips the current one, back to the first page", () => {
    expect(sortOf({})).toEqual({ sort: "rank", dir: "asc" });
    expect(sortHref({ page: 4 }, "success_rate")).toBe("/analysts?sort=success_rate");
    expect(sortHref({ sort: "success_rate", page: 4 }, "success_rate")).toBe("/analysts?sort=success_rate&dir=asc");
    expect(sortHref({}, "rank")).toBe("/analysts?dir=desc");
    expect(sortHref({}, "name")).toBe("/analysts?sort=name");
  });
});
