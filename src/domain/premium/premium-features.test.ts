import { describe, expect, it } from "vitest";
import { CHECKS } from "../checks/registry";
import { COMPONENT_INFO, COMPONENTS } from "../rating/components";
import { SCREENER_COLUMNS } from "../screener/columns";
import { SCREENER_FILTERS } from "../screener/filters";
import { lockedScreenerFields, premiumFeatureSections } from "./premium-features";
import { upsellForScreenerItem } from "./upsells";

const sections = premiumFeatureSections();
const everyText = sections.flatMap((s) => s.rows.flatMap((r) => [r.feature, r.detail])).join("\n");
const screenerRows = sections.flatMap((s) => s.rows.map((r) => r.feature));

describe("the Premium feature table", () => {
  it("names every Premium-only screener column and filter of the catalogue", () => {
    const premium = [...SCREENER_COLUMNS, ...SCREENER_FILTERS].filter((i) => i.premiumLockable);
    expect(premium.length).toBeGreaterThan(0);
    for (const item of premium) expect(screenerRows).toContain(item.name);
  });

  it("lists each locked field once, saying whether it is a column, a filter or both", () => {
    const fields = lockedScreenerFields();
    expect(new Set(fields.map((f) => f.key)).size).toBe(fields.length);
    expect(fields.find((f) => f.key === "zr")?.where).toBe("Screener column and filter");
  });

  it("names all 38 scored checks (and the insider one) and the seven rating components with their factor counts", () => {
    expect(CHECKS.filter((c) => c.category !== "ownership")).toHaveLength(38);
    for (const check of CHECKS) expect(everyText).toContain(check.title);
    for (const key of COMPONENTS) {
      const c = COMPONENT_INFO[key];
      expect(screenerRows).toContain(`${c.name} rating`);
    }
    expect(everyText).toContain("21 factors");
    expect(sections.find((s) => s.id === "due-diligence")?.title).toBe("Due diligence checklist (38 checks)");
  });

  it("counts one screener filter per scored check", () => {
    const checkFilters = lockedScreenerFields().filter((f) => f.modal === "due-diligence");
    expect(checkFilters).toHaveLength(CHECKS.filter((c) => c.category !== "ownership").length);
  });
});

describe("which upsell a locked screener field opens", () => {
  it("the Zen Rating fields open the screener's, the top analysts' fields theirs, the checks the checklist's", () => {
    const find = (key: string) => [...SCREENER_COLUMNS, ...SCREENER_FILTERS].find((i) => i.key === key)!;
    expect(upsellForScreenerItem(find("zr"))).toBe("screener");
    expect(upsellForScreenerItem(find("zrv"))).toBe("screener");
    expect(upsellForScreenerItem(find("tau"))).toBe("top-analysts");
    expect(upsellForScreenerItem(find("tac"))).toBe("top-analysts");
    expect(upsellForScreenerItem(find(CHECKS[0]!.type))).toBe("due-diligence");
  });
});
