import { describe, expect, it } from "vitest";
import { STOCK_IDEA_SLUGS } from "../paths";
import { decodeScreen, encodeScreen } from "./codec";
import { filterByKey } from "./filters";
import { SCREENER_PRESETS, STOCK_IDEAS } from "./presets";

describe("preset screens", () => {
  it("has every stock idea slug of spec section 2.3, strong-buy-stocks-today and the three screener presets", () => {
    expect(STOCK_IDEAS.map((p) => p.slug).sort()).toEqual([...STOCK_IDEA_SLUGS, "strong-buy-stocks-today"].sort());
    expect(SCREENER_PRESETS.map((p) => p.slug)).toEqual(["dividends", "stock-forecast", "earnings"]);
  });

  it("gives each a screen the codec accepts, free of Premium filters", () => {
    for (const p of [...SCREENER_PRESETS, ...STOCK_IDEAS]) {
      const screen = { ...p.screen, page: 1 };
      expect(decodeScreen(encodeScreen(screen)), p.slug).toEqual({ ok: true, screen });
      for (const f of p.screen.filters) expect(filterByKey(f.key)?.premiumLockable, `${p.slug} ${f.key}`).toBe(false);
      expect(p.title.length).toBeGreaterThan(5);
      expect(p.description.length).toBeGreaterThan(20);
    }
  });

  it("gives every preset a title of its own", () => {
    const titles = [...SCREENER_PRESETS, ...STOCK_IDEAS].map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
