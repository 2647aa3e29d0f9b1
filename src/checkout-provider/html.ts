// Server-rendered pages of the provider: plain HTML, no scripts, no external assets.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Integer cents as dollars: 23400 → "$234.00". */
export function dollars(cents: number, currency = "usd"): string {
  const sign = cents < 0 ? "-" : "";
  const amount = `${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
  return currency.toLowerCase() === "usd" ? `${sign}$${amount}` : `${sign}${amount} ${currency.toUpperCase()}`;
}

export function formatDate(unix: number): string {
  return new Date(unix * 1000).toISOString().slice(0, 10);
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f6f8fa;color:#1a1f36}
main{max-width:32rem;margin:2rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin-top:0}label{display:block;margin:.8rem 0 .2rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #aab;border-radius:4px;font-size:1rem}
input[readonly]{background:#eef}button{margin-top:1rem;padding:.6rem 1.2rem;font-size:1rem;border:0;border-radius:4px;background:#635bff;color:#fff;cursor:pointer}
button.secondary{background:#e3e8ee;color:#1a1f36}.error{color:#b00020;font-weight:600}
table{width:100%;border-collapse:collapse}td,th{padding:.3rem .6rem .3rem 0;text-align:left}td.amount,th.amount{text-align:right}
.row{display:flex;gap:1rem}.row>div{flex:1}.note{color:#555}form.inline{display:inline}
`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}
