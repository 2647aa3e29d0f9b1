// The account mails, each in plain text and HTML. Links are absolute (PUBLIC_URL) because a
// mail client has no page to resolve them against.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a digest's List-Unsubscribe); the development outbox keeps none. */
  headers?: Record<string, string>;
}

export function escapeHtml(value: string): string {
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

// Security notices (ASVS 2.2.3): the owner hears of every change to how the account is
// reached, so that a change they did not make is noticed. Each carries the way to take the
// account back: a password reset, which ends every session.

function securityNotice(subject: string, title: string, lines: string[], resetLink: string): MailContent {
  const footer = "If you made this change, there is nothing to do.";
  const action = "If this was not you, reset your password now: that signs everyone else out.";
  const paragraphs = [...lines, action];
  return {
    subject,
    text: `${title}\n\n${paragraphs.join("\n\n")}\n\nReset your password: ${resetLink}\n\n${footer}\n`,
    html: layout(title, paragraphs, { label: "Reset my password", url: resetLink }, footer),
  };
}

/** A new way to sign in (Google) was linked; `passwordRemoved` when an unconfirmed password was dropped. */
export function signInMethodAddedMail(method: string, resetLink: string, options: { passwordRemoved: boolean }) {
  const lines = [`${method} sign-in was added to your OpenZen account: you can now sign in with ${method}.`];
  if (options.passwordRemoved)
    lines.push(
      `The account had a password that was set before this address was confirmed, so it may not have been yours: we removed it and signed out every session. Sign in with ${method}, or choose a new password with the link below.`,
    );
  return securityNotice(
    `${method} sign-in was added to your OpenZen account`,
    "A new way to sign in",
    lines,
    resetLink,
  );
}

export function passwordChangedMail(resetLink: string): MailContent {
  return securityNotice(
    "Your OpenZen password was changed",
    "Your password was changed",
    ["The password of your OpenZen account was just changed in your account settings. Other sessions were signed out."],
    resetLink,
  );
}

export function passwordResetDoneMail(resetLink: string): MailContent {
  return securityNotice(
    "Your OpenZen password was reset",
    "Your password was reset",
    ["The password of your OpenZen account was just reset with a link we mailed. Every other session was signed out."],
    resetLink,
  );
}

/** Sent to the old address once a new one is confirmed: the owner may no longer read mail at the new one. */
export function emailChangedMail(newEmail: string, resetLink: string): MailContent {
  return securityNotice(
    "Your OpenZen email address was changed",
    "Your email address was changed",
    [`The email address of your OpenZen account was changed to ${newEmail}. Mail about the account now goes there.`],
    resetLink,
  );
}
