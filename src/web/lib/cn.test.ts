import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("lets a later class win over an earlier one of the same kind", () => {
    expect(cn("px-3 py-1 text-sm", "px-8")).toBe("py-1 text-sm px-8");
    expect(cn("bg-emerald-700 hover:bg-emerald-800", "bg-slate-50")).toBe("hover:bg-emerald-800 bg-slate-50");
  });

  it("keeps classes that differ only by variant, and drops falsy parts", () => {
    const open = false;
    expect(cn("hidden", open && "block", "max-sm:block", undefined)).toBe("hidden max-sm:block");
  });
});
