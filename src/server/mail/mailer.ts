import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import type { DB } from "../../db/schema";
import { storeOutboxMessage } from "../../db/repositories/mail-outbox";
import type { MailContent } from "./templates";

// Outgoing mail. With SMTP_URL, nodemailer delivers to that server (production, and the tests'
// own smtp-server). Without it, messages land in the mail_outbox table, which development
// shows at /dev/outbox: the same code path up to the last step, and no mail leaves the machine.

export interface Mailer {
  /** Sends one message; failures are logged, never thrown at the request that caused them. */
  send(to: string, content: MailContent): Promise<boolean>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  /** Keep this many SMTP connections open and reuse them (bulk mail: the digests); one per mail otherwise. */
  pool?: number;
}): Mailer {
  const { smtpUrl, from, db, log } = options;
  if (!smtpUrl) {
    return {
      async send(to, content) {
        try {
          await storeOutboxMessage(db, {
            recipient: to,
            subject: content.subject,
            text: content.text,
            html: content.html,
          });
          return true;
        } catch (error) {
          log.error({ err: error }, "could not store a mail in the outbox");
          return false;
        }
      },
      close() {},
    };
  }
  const transport = options.pool
    ? nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: options.pool })
    : nodemailer.createTransport(smtpUrl);
  return {
    async send(to, content) {
      try {
        await transport.sendMail({
          from,
          to,
          subject: content.subject,
          text: content.text,
          html: content.html,
          headers: content.headers,
        });
        return true;
      } catch (error) {
        // The account change stands; the user can ask for the mail again.
        log.error({ err: error }, "could not send a mail");
        return false;
      }
    },
    close() {
      transport.close();
    },
  };
}
