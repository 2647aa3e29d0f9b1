import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonVariants } from "./button";

describe("Button", () => {
  it("is a plain button (never a form submit by accident) with the primary look by default", () => {
    const html = renderToStaticMarkup(<Button>Save</Button>);
    expect(html).toMatch(/^<button type="button" class="[^"]*bg-emerald-700[^"]*">Save<\/button>$/);
  });

  it("lends its look to a link through buttonVariants, which stays a link", () => {
    const html = renderToStaticMarkup(
      <a href="/plans" className={buttonVariants({ variant: "secondary" })}>
        Plans
      </a>,
    );
    expect(html).toMatch(/^<a href="\/plans" class="[^"]*border-slate-300[^"]*">Plans<\/a>$/);
    expect(html).toBe(
      renderToStaticMarkup(<Button variant="secondary">Plans</Button>)
        .replace(/^<button type="button"/, '<a href="/plans"')
        .replace(/button>$/, "a>"),
    );
  });

  it("adds a caller's classes to the variant's", () => {
    const html = renderToStaticMarkup(
      <Button size="sm" className="mt-4">
        x
      </Button>,
    );
    expect(html).toContain("px-3");
    expect(html).toContain("mt-4");
  });

  it("sets each padding once, so no class in the markup depends on which one wins", () => {
    const variants = ["primary", "secondary", "ghost", "link"] as const;
    const sizes = ["xs", "sm", "md", "lg", "header", "drawer", "page"] as const;
    for (const variant of variants)
      for (const size of sizes) {
        const classes = buttonVariants({ variant, size }).split(/\s+/);
        for (const prefix of ["px-", "py-", "text-xs", "text-sm", "text-base"])
          expect(
            classes.filter((c) => c.startsWith(prefix)).length,
            `${variant} ${size} ${prefix}`,
          ).toBeLessThanOrEqual(1);
      }
    expect(buttonVariants({ variant: "link" })).not.toMatch(/\bp[xy]-/);
  });
});
