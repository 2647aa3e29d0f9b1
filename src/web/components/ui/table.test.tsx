import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ariaSort, SortableHeader, SortArrow } from "./table";

function header(sorted: "asc" | "desc" | null, sticky = false) {
  return renderToStaticMarkup(
    <table>
      <thead>
        <tr>
          <SortableHeader sorted={sorted} sticky={sticky}>
            <a href="?s=mcap">Market Cap</a>
            <SortArrow sorted={sorted} />
          </SortableHeader>
        </tr>
      </thead>
    </table>,
  );
}

describe("sortable table headers", () => {
  it("say the sort direction to screen readers on the sorted column only", () => {
    expect(header("asc")).toContain('aria-sort="ascending"');
    expect(header("desc")).toContain('aria-sort="descending"');
    expect(header(null)).not.toContain("aria-sort");
    expect(ariaSort(null)).toBeUndefined();
  });

  it("show an arrow that screen readers skip", () => {
    expect(header("asc")).toContain('<span aria-hidden="true"> ▲</span>');
    expect(header("desc")).toContain('<span aria-hidden="true"> ▼</span>');
    expect(header(null)).not.toContain("▲");
  });

  it("are column headers, and the first one can stick while the table scrolls", () => {
    expect(header(null)).toContain('scope="col"');
    expect(header(null, true)).toContain("sticky left-0");
    expect(header(null, false)).not.toContain("sticky");
  });
});
