import { SMTPServer } from "smtp-server";
import { freePort } from "./free-port";

// A real SMTP server (smtp-server) on a free local port that keeps every message it receives,
// so tests can read the mails the app sends through nodemailer and follow their links.

export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded. */
  html: string;
}

export interface SmtpCapture {
  url: string;
  port: number;
  mails: CapturedMail[];
  /** Resolves with the next (or an already received, unclaimed) mail to this address. */
  nextMailTo(address: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodePart(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** Enough MIME for nodemailer's multipart/alternative messages: the text and HTML parts. */
export function parseMail(raw: string): { subject: string; text: string; html: string } {
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, headerEnd).replace(/\r?\n[ \t]+/g, " ");
  const subject = /^subject:\s*(.*)$/im.exec(headers)?.[1]?.trim() ?? "";
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  let text = "";
  let html = "";
  if (boundary) {
    for (const part of raw.split(`--${boundary}`)) {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) continue;
      const partHeaders = part.slice(0, split);
      const body = part.slice(split).replace(/^\r?\n\r?\n/, "");
      if (/content-type:\s*text\/plain/i.test(partHeaders)) text = decodePart(partHeaders, body);
      if (/content-type:\s*text\/html/i.test(partHeaders)) html = decodePart(partHeaders, body);
    }
  } else {
    text = decodePart(headers, raw.slice(headerEnd).replace(/^\r?\n\r?\n/, ""));
  }
  return { subject, text, html };
}

/** The first link in a mail's text part that starts with `prefix`. */
export function linkIn(mail: CapturedMail, prefix: string): string {
  const found = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!found) throw new Error(`no link starting with ${prefix} in mail "${mail.subject}":\n${mail.text}`);
  return found;
}

export async function startSmtpCapture(port?: number): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const claimed = new Set<CapturedMail>();
  const waiters: { address: string; resolve: (mail: CapturedMail) => void }[] = [];

  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust, and nodemailer will not try STARTTLS.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail: CapturedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          ...parseMail(raw),
        };
        mails.push(mail);
        const waiter = waiters.findIndex((w) => mail.to.includes(w.address));
        if (waiter >= 0) {
          claimed.add(mail);
          waiters.splice(waiter, 1)[0]!.resolve(mail);
        }
        callback();
      });
    },
  });
  const listenPort = port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, "127.0.0.1", () => resolve());
  });

  return {
    url: `smtp://127.0.0.1:${listenPort}`,
    port: listenPort,
    mails,
    nextMailTo(address, timeoutMs = 10_000) {
      const wanted = address.toLowerCase();
      const ready = mails.find((m) => !claimed.has(m) && m.to.includes(wanted));
      if (ready) {
        claimed.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const entry = { address: wanted, resolve };
        waiters.push(entry);
        setTimeout(() => {
          const i = waiters.indexOf(entry);
          if (i >= 0) {
            waiters.splice(i, 1);
            reject(new Error(`no mail to ${address} within ${timeoutMs} ms`));
          }
        }, timeoutMs).unref();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
