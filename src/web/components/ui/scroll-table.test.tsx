import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ColumnHeads, thClass, thNumClass } from "./scroll-table";

describe("a table's column headings", () => {
  const html = renderToStaticMarkup(
    <table>
      <ColumnHeads
        columns={["Date", null, { label: "Amount", numeric: true }, { label: "Invoice page", screenReaderOnly: true }]}
      />
    </table>,
  );

  it("head every column shown for screen readers, in order", () => {
    expect([...html.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((m) => m[1])).toEqual([
      "Date",
      "Amount",
      '<span class="sr-only">Invoice page</span>',
    ]);
  });

  it("align a number column's heading to the right, as its cells are", () => {
    expect(html).toContain(`<th scope="col" class="${thNumClass}">Amount</th>`);
    expect(html).toContain(`<th scope="col" class="${thClass}">Date</th>`);
    expect(thNumClass).toContain("text-right");
  });
});
