import { describe, expect, it } from "vitest";
import { addAnalystToFollow, addCompanyToWatch, readAnalystsToFollow, readCompaniesToWatch } from "./pending-choices";

describe("choices waiting for sign-up", () => {
  it("keeps companies once each, matching by id or by exchange and ticker", () => {
    let stored: string | null = null;
    stored = addCompanyToWatch(stored, { id: 1, exchange: "NYSE", ticker: "ABC" });
    stored = addCompanyToWatch(stored, { id: 1, exchange: "NYSE", ticker: "ABC" });
    stored = addCompanyToWatch(stored, { id: 9, exchange: "NYSE", ticker: "ABC" });
    stored = addCompanyToWatch(stored, { id: 2, exchange: "NASDAQ", ticker: "XYZ" });
    expect(readCompaniesToWatch(stored)).toEqual([
      { id: 1, exchange: "NYSE", ticker: "ABC" },
      { id: 2, exchange: "NASDAQ", ticker: "XYZ" },
    ]);
  });

  it("reads tampered storage as nothing waiting", () => {
    for (const bad of ["{", "[1,2]", '[{"id":"x"}]', "null", '{"id":1}']) expect(readCompaniesToWatch(bad)).toEqual([]);
  });

  it("keeps analyst ids comma-joined, once each, dropping garbage", () => {
    expect(addAnalystToFollow(addAnalystToFollow(undefined, 4), 4)).toBe("4");
    expect(addAnalystToFollow("4", 7)).toBe("4,7");
    expect(readAnalystsToFollow("4%2C7,x,-1,2.5,12")).toEqual([4, 7, 12]);
    expect(readAnalystsToFollow(undefined)).toEqual([]);
    // A malformed escape is no reason to fail a sign-in.
    expect(readAnalystsToFollow("%E0%A4%A,5")).toEqual([5]);
  });
});
