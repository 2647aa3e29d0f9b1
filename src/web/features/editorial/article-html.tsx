import type { MouseEvent } from "react";
import { affiliateSlug, trackLinkClick } from "../../lib/analytics";

// The sanitized HTML of an article rendered on the server (src/server/content/markdown.ts), with
// the site's type styles for its headings, lists, tables, quotes and links. A click on one of its
// affiliate links (/go/{slug}) is tracked as a link click (spec 9).

const STYLES = [
  "space-y-4 leading-relaxed",
  "[&_h2]:pt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold",
  "[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6",
  "[&_a]:font-medium [&_a]:text-emerald-800 [&_a]:underline",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:text-slate-700",
  "[&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:border-slate-300 [&_th]:py-1 [&_th]:pr-3 [&_th]:text-left",
  "[&_td]:border-b [&_td]:border-slate-100 [&_td]:py-1 [&_td]:pr-3 [&_td]:align-top",
].join(" ");

/** The links are in HTML React does not render, so the clicks are read where they bubble to. */
function trackAffiliateClick(event: MouseEvent<HTMLDivElement>) {
  const link = (event.target as Element).closest("a[href]");
  if (!(link instanceof HTMLAnchorElement)) return;
  const slug = affiliateSlug(link);
  if (slug) trackLinkClick(event, `affiliate:${slug}`, { link });
}

export function ArticleHtml({ html }: { html: string }) {
  // The HTML passed rehype-sanitize's allow-list on the server; nothing in it can run. The click
  // handler only watches clicks on the links inside (which keyboards activate with a click too).
  return <div className={STYLES} onClick={trackAffiliateClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
