import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { pageNumbers, Pagination } from "./pagination";

function render(page: number, total: number, pageSize = 20): string {
  const router = createMemoryRouter([
    {
      path: "/",
      element: <Pagination page={page} total={total} pageSize={pageSize} hrefFor={(p) => `/?p=${p}`} label="Pages" />,
    },
  ]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("numbered pages", () => {
  it("shows the first, the last and the pages around the current one, with gaps", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageNumbers(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageNumbers(10, 10)).toEqual([1, null, 9, 10]);
    // A gap of a single page shows the page.
    expect(pageNumbers(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
  });

  it("links every page shown, marks the current one and says the total", () => {
    const html = render(3, 1_000);
    expect(html).toContain("Page 3 of 50 · 1,000 companies");
    expect(html).toMatch(/<a [^>]*href="\/\?p=2"[^>]*>Previous<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/\?p=4"[^>]*>Next<\/a>/);
    expect(html).toMatch(/<a (?=[^>]*aria-label="Page 3")(?=[^>]*aria-current="page")[^>]*>3<\/a>/);
    expect(html).toContain('href="/?p=50"');
  });

  it("has no page links for a single page, and says a page past the end is one", () => {
    expect(render(1, 7)).not.toContain("href=");
    expect(render(1, 1)).toContain("Page 1 of 1 · 1 company");
    expect(render(9, 30)).toContain("Page 9 of 2 · 30 companies");
  });
});
