import { describe, expect, it } from "vitest";
import { THEME_COOKIE, themeFrom } from "./theme";

describe("themeFrom", () => {
  it("reads the remembered theme from a Cookie header", () => {
    expect(themeFrom(`a=1; ${THEME_COOKIE}=dark; b=2`)).toBe("dark");
    expect(themeFrom(`${THEME_COOKIE}=light`)).toBe("light");
  });

  it("follows the system when there is no choice or an unknown one", () => {
    expect(themeFrom(undefined)).toBe("system");
    expect(themeFrom("other=dark")).toBe("system");
    expect(themeFrom(`${THEME_COOKIE}=purple`)).toBe("system");
  });
});
