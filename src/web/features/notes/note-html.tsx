// A note's HTML, rendered and sanitised on the server (src/server/content/markdown.ts), with the
// site's type styles for what Markdown writes.

const STYLES = [
  "space-y-3 leading-relaxed",
  "[&_h1]:text-lg [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold",
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_a]:font-medium [&_a]:text-emerald-800 [&_a]:underline",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4",
].join(" ");

export function NoteHtml({ html }: { html: string }) {
  // The HTML passed rehype-sanitize's allow-list on the server; nothing in it can run.
  return <div className={STYLES} dangerouslySetInnerHTML={{ __html: html }} />;
}
