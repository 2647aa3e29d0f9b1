import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkDirective from "remark-directive";
import remarkRehype from "remark-rehype";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import type { ArticleBlock } from "../../domain/contracts/editorial";

// Editorial Markdown to sanitized HTML on the server. Nothing is evaluated: a page may embed a
// live figure from our data only through the `::figure{name="..."}` line, which becomes a
// placeholder the page fills with a React component; every other tag and attribute passes the
// sanitizer's allow-list, so a file anyone edits can never inject script into a page. A link
// through our affiliate redirects (/go/{slug}) says it is paid for: rel="sponsored", as search
// engines ask of paid links.

const FIGURE_TAG = "live-figure";
const FIGURE_NAME = /^[a-z0-9-]+$/;

const schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), FIGURE_TAG],
  attributes: { ...defaultSchema.attributes, [FIGURE_TAG]: ["dataName"] },
};

interface DirectiveNode {
  type: string;
  name?: string;
  attributes?: Record<string, string | null | undefined> | null;
  data?: Record<string, unknown>;
  children?: DirectiveNode[];
  value?: string;
}

/** `::figure{name="x"}` becomes a figure placeholder; a stray `:word` in prose stays text. */
function figureDirectives() {
  return (tree: DirectiveNode) => {
    const walk = (node: DirectiveNode) => {
      node.children?.forEach((child, i) => {
        if (child.type === "leafDirective" || child.type === "containerDirective") {
          const name = child.attributes?.name ?? "";
          if (child.name !== "figure" || !FIGURE_NAME.test(name))
            throw new Error(`unknown block '::${child.name}' (only ::figure{name="..."} embeds live data)`);
          child.data = { hName: FIGURE_TAG, hProperties: { dataName: name }, hChildren: [] };
          child.children = [];
        } else if (child.type === "textDirective") {
          node.children![i] = { type: "text", value: `:${child.name}` };
        } else walk(child);
      });
    };
    walk(tree);
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkDirective)
  .use(figureDirectives)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(sponsoredLinks)
  .use(rehypeStringify);

export interface RenderedMarkdown {
  /** The front matter as written (checked by the caller's schema). */
  matter: Record<string, unknown>;
  /** The body: sanitized HTML with the live figures between. */
  blocks: ArticleBlock[];
}

/** Splits sanitized HTML at the figure placeholders (the sanitizer wrote them in this exact shape). */
function blocksOf(html: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  const parts = html.split(/<live-figure data-name="([a-z0-9-]+)"><\/live-figure>/);
  parts.forEach((part, i) => {
    if (i % 2 === 1) blocks.push({ kind: "figure", name: part });
    else if (part.trim() !== "") blocks.push({ kind: "html", html: part.trim() });
  });
  return blocks;
}

export function renderMarkdown(source: string, path = "article.md"): RenderedMarkdown {
  const file = new VFile({ value: source, path });
  matter(file, { strip: true });
  const html = String(processor.processSync(file));
  return { matter: (file.data.matter ?? {}) as Record<string, unknown>, blocks: blocksOf(html) };
}

// A member's note: plain Markdown (no directives, no raw HTML) through the same sanitizer. Its
// links tell the target nothing of us, and its headings become bold lines: a note sits inside a
// page's own outline, where a member's "# Thesis" must not read as the page's title.
const noteProcessor = unified()
  .use(remarkParse)
  .use(remarkRehype)
  .use(rehypeSanitize, defaultSchema)
  .use(noteElements)
  .use(rehypeStringify);

interface HastElement {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastElement[];
}

const HEADING = /^h[1-6]$/;
const AFFILIATE_REDIRECT = /^\/go\/[^/?#]+$/;

/** Marks links to the affiliate redirects as sponsored (after the sanitizer: its output is ours to mark). */
function sponsoredLinks() {
  return (tree: HastElement) => {
    const walk = (node: HastElement) => {
      const href = node.properties?.href;
      if (node.type === "element" && node.tagName === "a" && typeof href === "string" && AFFILIATE_REDIRECT.test(href))
        node.properties!.rel = ["sponsored"];
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}

function noteElements() {
  return (tree: HastElement) => {
    const walk = (node: HastElement) => {
      if (node.type === "element" && node.tagName === "a" && node.properties)
        node.properties.rel = ["nofollow", "noopener", "noreferrer"];
      if (node.type === "element" && node.tagName && HEADING.test(node.tagName)) {
        node.tagName = "p";
        node.children = [{ type: "element", tagName: "strong", properties: {}, children: node.children ?? [] }];
        return;
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}

/** A member's note as sanitized HTML: safe to put in any page as it is. */
export function renderNoteMarkdown(source: string): string {
  return String(noteProcessor.processSync(source));
}
