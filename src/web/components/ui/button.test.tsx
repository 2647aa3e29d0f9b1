import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonVariants } from "./button";

describe("Button", () => {
  it("is a plain button (never a form submit by accident) with the primary look by default", () => {
    const html = renderToStaticMarkup(<Button>Save</Button>);
    expect(html).toMatch(/^<button type="button" class="[^"]*bg-emerald-700[^"]*">Save<\/button>$/);
  });

  it("lends its look to a link with asChild, which stays a link", () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="secondary">
        <a href="/plans">Plans</a>
      </Button>,
    );
    expect(html).toMatch(/^<a href="\/plans" class="[^"]*border-slate-300[^"]*">Plans<\/a>$/);
  });

  it("lets a caller's class win over the variant's conflicting one", () => {
    expect(buttonVariants({ size: "sm" })).toContain("px-3");
    const html = renderToStaticMarkup(
      <Button size="sm" className="px-8">
        x
      </Button>,
    );
    expect(html).toContain("px-8");
    expect(html).not.toContain("px-3");
  });
});
