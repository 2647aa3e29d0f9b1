// The account mails, each in plain text and HTML. Links are absolute (PUBLIC_URL) because a
// mail client has no page to resolve them against.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, paragraphs: string[], action: { label: string; url: string }, footer: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5;margin:0;padding:24px;background:#f8fafc">
<div style="max-width:520px;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#047857;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#475569">If the button does not work, open this address: <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(footer)}</p>
</div></body></html>`;
}

export function confirmationMail(link: string): MailContent {
  const title = "Confirm your email address";
  const lines = [
    "Welcome to OpenZen! Please confirm your email address so that we can keep you informed about your account.",
    "The link works once and expires in 6 hours.",
  ];
  const footer = "If you did not sign up for OpenZen, you can ignore this email.";
  return {
    subject: "Confirm your OpenZen email address",
    text: `${title}\n\n${lines.join("\n\n")}\n\nConfirm your address: ${link}\n\n${footer}\n`,
    html: layout(title, lines, { label: "Confirm my email", url: link }, footer),
  };
}

export function resetPasswordMail(link: string): MailContent {
  const title = "Reset your password";
  const lines = [
    "Someone (hopefully you) asked to reset the password of your OpenZen account.",
    "The link works once and expires in 6 hours.",
  ];
  const footer = "If you did not ask for this, ignore this email: your password stays as it is.";
  return {
    subject: "Reset your OpenZen password",
    text: `${title}\n\n${lines.join("\n\n")}\n\nChoose a new password: ${link}\n\n${footer}\n`,
    html: layout(title, lines, { label: "Choose a new password", url: link }, footer),
  };
}

/** An address captured by the email-capture tool gets an account without a password: this sets one. */
export function welcomeMail(link: string): MailContent {
  const title = "Welcome to OpenZen";
  const lines = [
    "Thanks for signing up. Choose a password to finish creating your account and to confirm your address.",
    "The link works once and expires in 6 hours.",
  ];
  const footer = "If you did not sign up for OpenZen, you can ignore this email.";
  return {
    subject: "Welcome to OpenZen: choose your password",
    text: `${title}\n\n${lines.join("\n\n")}\n\nChoose your password: ${link}\n\n${footer}\n`,
    html: layout(title, lines, { label: "Choose my password", url: link }, footer),
  };
}
