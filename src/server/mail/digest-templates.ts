import { escapeHtml, type MailContent } from "./templates";

// The digest mails (decision 024): a watchlist's price moves and events since the last digest,
// and a saved screen's companies that entered or left. HTML with a text part; every link is
// absolute (PUBLIC_URL); a one-click unsubscribe link in the mail and in the List-Unsubscribe
// headers (RFC 2369 and RFC 8058), which mail clients show as their own "Unsubscribe" button.

export interface DigestLink {
  label: string;
  url: string;
}

export interface DigestSection {
  title: string;
  /** Each line: its text, an optional date and an optional link. */
  lines: { text: string; date?: string; url?: string }[];
  empty: string;
}

export interface DigestMail {
  subject: string;
  title: string;
  intro: string;
  sections: DigestSection[];
  action: DigestLink;
  unsubscribeUrl: string;
  settingsUrl: string;
}

function sectionHtml(s: DigestSection): string {
  const items = s.lines.length
    ? `<ul style="margin:0 0 16px;padding-left:20px">${s.lines
        .map((l) => {
          const date = l.date ? `<span style="color:#475569">${escapeHtml(l.date)}</span> ` : "";
          const text = l.url
            ? `<a href="${escapeHtml(l.url)}" style="color:#047857">${escapeHtml(l.text)}</a>`
            : escapeHtml(l.text);
          return `<li style="margin:0 0 6px">${date}${text}</li>`;
        })
        .join("")}</ul>`
    : `<p style="margin:0 0 16px;color:#475569">${escapeHtml(s.empty)}</p>`;
  return `<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(s.title)}</h2>${items}`;
}

function sectionText(s: DigestSection): string {
  const lines = s.lines.length
    ? s.lines.map((l) => `- ${l.date ? `${l.date} ` : ""}${l.text}${l.url ? `\n  ${l.url}` : ""}`)
    : [s.empty];
  return `${s.title}\n${lines.join("\n")}`;
}

export function digestMail(d: DigestMail): MailContent {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(d.title)}</title></head>
<body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5;margin:0;padding:24px;background:#f8fafc">
<div style="max-width:600px;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(d.title)}</h1>
<p style="margin:0 0 16px">${escapeHtml(d.intro)}</p>
${d.sections.map(sectionHtml).join("\n")}
<p style="margin:24px 0"><a href="${escapeHtml(d.action.url)}" style="background:#047857;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(d.action.label)}</a></p>
<p style="margin:0;font-size:13px;color:#475569">You get this digest because you subscribed to it on OpenZen.
<a href="${escapeHtml(d.unsubscribeUrl)}" style="color:#475569">Unsubscribe</a> ·
<a href="${escapeHtml(d.settingsUrl)}" style="color:#475569">Manage your digests</a></p>
</div></body></html>`;
  const text = [
    d.title,
    "",
    d.intro,
    "",
    ...d.sections.map((s) => `${sectionText(s)}\n`),
    `${d.action.label}: ${d.action.url}`,
    "",
    `Unsubscribe from this digest: ${d.unsubscribeUrl}`,
    `Manage your digests: ${d.settingsUrl}`,
    "",
  ].join("\n");
  return {
    subject: d.subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${d.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
