import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { SearchCombobox } from "./search-combobox";
import { SearchField } from "./search-field";

function markup(element: ReactNode): string {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("the plain search field", () => {
  it("is the combobox as the page first shows it, so the combobox takes its place unseen", () => {
    for (const props of [{ shortcut: true, className: "w-56" }, { inline: true }, {}]) {
      const plain = markup(<SearchField {...props} />);
      expect(plain).toContain('role="combobox"');
      expect(plain).toBe(markup(<SearchCombobox {...props} />));
    }
  });
});
