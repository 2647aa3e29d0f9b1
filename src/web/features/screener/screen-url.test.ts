import { describe, expect, it } from "vitest";
import { currentScreen, withFilter, withoutFilter, withPage, withSort, withTab } from "./screen-url";

describe("screen URLs", () => {
  const screen = currentScreen("t=4&p=3&f[pe]=0,15&f[sid]=10&s=pe&sd=asc");

  it("keeps the filters' order when one changes, and goes back to page 1", () => {
    expect(withFilter(screen, "pe", { type: "range", low: 0, high: 20 })).toBe("t=4&f[pe]=0,20&f[sid]=10&s=pe&sd=asc");
    expect(withFilter(screen, "dy", { type: "range", low: 2, high: null })).toBe(
      "t=4&f[pe]=0,15&f[sid]=10&f[dy]=2,&s=pe&sd=asc",
    );
    expect(withoutFilter(screen, "pe")).toBe("t=4&f[sid]=10&s=pe&sd=asc");
  });

  it("flips the direction of the sorted column and starts others descending, text ascending", () => {
    expect(withSort(screen, "pe")).toBe("t=4&f[pe]=0,15&f[sid]=10&s=pe&sd=desc");
    expect(withSort(screen, "dy")).toBe("t=4&f[pe]=0,15&f[sid]=10&s=dy&sd=desc");
    expect(withSort(screen, "name")).toBe("t=4&f[pe]=0,15&f[sid]=10&s=name&sd=asc");
  });

  it("changes tab and page", () => {
    expect(withTab(screen, 8)).toBe("t=8&f[pe]=0,15&f[sid]=10&s=pe&sd=asc");
    expect(withPage(screen, 4)).toBe("t=4&p=4&f[pe]=0,15&f[sid]=10&s=pe&sd=asc");
  });
});
