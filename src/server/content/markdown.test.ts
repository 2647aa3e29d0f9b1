import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("reads the front matter and renders the body to HTML", () => {
    const { matter, blocks } = renderMarkdown(
      '---\ntitle: "Hello"\ntags: ["a", "b"]\n---\n\n# Hi\n\nSome **bold** text.\n',
    );
    expect(matter).toEqual({ title: "Hello", tags: ["a", "b"] });
    expect(blocks).toEqual([{ kind: "html", html: "<h1>Hi</h1>\n<p>Some <strong>bold</strong> text.</p>" }]);
  });

  it("splits the body at live figures", () => {
    const { blocks } = renderMarkdown('Before.\n\n::figure{name="roe-by-sector"}\n\nAfter.\n');
    expect(blocks).toEqual([
      { kind: "html", html: "<p>Before.</p>" },
      { kind: "figure", name: "roe-by-sector" },
      { kind: "html", html: "<p>After.</p>" },
    ]);
  });

  it("removes script, event handlers and javascript: links", () => {
    const { blocks } = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src="x" onerror="alert(1)">\n\n[x](javascript:alert(1))\n\n<live-figure data-name="x"></live-figure>\n',
    );
    const html = blocks.map((b) => (b.kind === "html" ? b.html : `[figure ${b.name}]`)).join("\n");
    expect(html).not.toMatch(/<script|onerror|javascript:|alert\(1\)<\/script/);
    // Raw HTML is not passed through at all, a figure written as HTML included: only ::figure embeds one.
    expect(blocks.some((b) => b.kind === "figure")).toBe(false);
  });

  it("marks a link through the affiliate redirects as sponsored, and no other link", () => {
    const { blocks } = renderMarkdown(
      "[Open an account](/go/broker) or [the screener](/stock-screener) or [x](/go/a/b)\n",
    );
    expect(blocks).toEqual([
      {
        kind: "html",
        html: '<p><a href="/go/broker" rel="sponsored">Open an account</a> or <a href="/stock-screener">the screener</a> or <a href="/go/a/b">x</a></p>',
      },
    ]);
  });

  it("keeps a stray colon word in prose as text and refuses an unknown block", () => {
    const { blocks } = renderMarkdown("Ratio at 2:1 and note:this.\n");
    expect(blocks).toEqual([{ kind: "html", html: "<p>Ratio at 2:1 and note:this.</p>" }]);
    expect(() => renderMarkdown('::video{src="x"}\n')).toThrow(/unknown block/);
    expect(() => renderMarkdown('::figure{name="Bad Name"}\n')).toThrow(/unknown block/);
  });
});
