// A minimal HTML page for errors raised before React Router renders (anti-forgery failures,
// wrong methods, oversized bodies on page paths). Pages that React renders use the site's
// own error boundary instead.

const TITLES: Record<number, string> = {
  400: "Bad request",
  403: "Forbidden",
  404: "Page not found",
  405: "Method not allowed",
  413: "Request too large",
  415: "Unsupported request",
  429: "Too many requests",
  500: "Something went wrong",
  503: "Service unavailable",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export function renderErrorPage(status: number, message: string): string {
  const title = TITLES[status] ?? (status >= 500 ? "Something went wrong" : "Request error");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · OpenZen</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/">Go to the home page</a></p>
</main>
</body>
</html>`;
}
