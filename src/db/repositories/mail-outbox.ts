import type { Kysely } from "kysely";
import type { DB } from "../schema";

export interface OutboxMessage {
  id: number;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  createdAt: Date;
}

export async function storeOutboxMessage(
  db: Kysely<DB>,
  message: { recipient: string; subject: string; text: string; html: string },
): Promise<void> {
  await db
    .insertInto("mail_outbox")
    .values({
      recipient: message.recipient,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
    })
    .execute();
}

export async function latestOutboxMessages(db: Kysely<DB>, limit: number): Promise<OutboxMessage[]> {
  return db
    .selectFrom("mail_outbox")
    .select(["id", "recipient", "subject", "text_body as textBody", "html_body as htmlBody", "created_at as createdAt"])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
