import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins class names and drops falsy parts", () => {
    const open = false;
    expect(cn("hidden", open && "block", "max-sm:block", undefined)).toBe("hidden max-sm:block");
  });
});
