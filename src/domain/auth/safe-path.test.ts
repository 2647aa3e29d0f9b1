import { describe, expect, it } from "vitest";
import { safeLocalPath } from "./safe-path";

describe("redirect targets", () => {
  it("accepts paths on this site, encoded or not", () => {
    expect(safeLocalPath("/users/settings")).toBe("/users/settings");
    expect(safeLocalPath("%2Fstocks%2Fus%2Fnyse%2Fabc%3Fx%3D1")).toBe("/stocks/us/nyse/abc?x=1");
  });

  it("refuses anything that could leave the site or is not a path", () => {
    for (const value of [
      undefined,
      null,
      "",
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "%2F%2Fevil.example",
      "javascript:alert(1)",
      "users",
      "/a\nb",
      "%E0%A4%A",
      "/" + "x".repeat(2001),
    ]) {
      expect(safeLocalPath(value), String(value)).toBeUndefined();
    }
  });
});
