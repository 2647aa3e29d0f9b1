import { describe, expect, it } from "vitest";
import { preview, runChecklist, SUBSCRIBE_PROMPT, visibleResults } from "./checklist";
import { CHECKS } from "./registry";
import type { CheckResult } from "./types";

describe("the checklist", () => {
  it("has the spec's checks by category: 7, 7, 9, 10, 5 and the insider check", () => {
    const count = (c: string) => CHECKS.filter((x) => x.category === c).length;
    expect([
      count("valuation"),
      count("financials"),
      count("forecast"),
      count("performance"),
      count("dividend"),
      count("ownership"),
    ]).toEqual([7, 7, 9, 10, 5, 1]);
    expect(new Set(CHECKS.map((c) => c.type)).size).toBe(39);
  });

  it("gives each result its type, category, verdict, status and sentence", () => {
    const results = runChecklist({ price: 30, fairValue: 40 });
    expect(results).toHaveLength(39);
    expect(results[0]).toEqual({
      type: "belowFairValue",
      category: "valuation",
      passed: true,
      status: "passed",
      content: "The stock trades 25% below its fair value of $40.00.",
    });
    expect(results.find((r) => r.type === "debtToEquity")).toMatchObject({ passed: null, status: "unavailable" });
  });
});

const sample: CheckResult[] = [
  {
    type: "a",
    category: "valuation",
    passed: true,
    status: "passed",
    content: "The stock trades 27% below its fair value of $41.20.",
  },
  { type: "b", category: "valuation", passed: false, status: "failed", content: "Short sentence." },
  {
    type: "c",
    category: "financials",
    passed: null,
    status: "unavailable",
    content: "Not enough data to assess debt.",
  },
  { type: "d", category: "financials", passed: null, status: "unknown", content: "?" },
];

describe("what a visitor sees", () => {
  it("hides unknown results always and unavailable ones unless asked", () => {
    expect(visibleResults(sample, { lockCompanies: false }).map((r) => r.type)).toEqual(["a", "b"]);
    expect(visibleResults(sample, { lockCompanies: false, showUnavailable: true }).map((r) => r.type)).toEqual([
      "a",
      "b",
      "c",
    ]);
  });

  it("locks every visible result for lockCompanies: no verdict, five words and a prompt", () => {
    const locked = visibleResults(sample, { lockCompanies: true });
    expect(locked).toEqual([
      {
        type: "a",
        category: "valuation",
        passed: null,
        status: "locked",
        content: `The stock trades 27% below… ${SUBSCRIBE_PROMPT}`,
      },
      {
        type: "b",
        category: "valuation",
        passed: null,
        status: "locked",
        content: `Short sentence.… ${SUBSCRIBE_PROMPT}`,
      },
    ]);
    expect(JSON.stringify(locked)).not.toContain("41.20");
  });

  it("lets a caller force the unlock", () => {
    expect(visibleResults(sample, { lockCompanies: true, forceUnlock: true })[0]!.status).toBe("passed");
  });

  it("previews the first five words", () => {
    expect(preview("one two three four five six seven")).toBe("one two three four five…");
  });
});
