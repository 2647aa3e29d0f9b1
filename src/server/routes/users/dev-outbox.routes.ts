import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import { latestOutboxMessages } from "../../../db/repositories/mail-outbox";

// Development only (registered when NODE_ENV=development and no SMTP_URL): the mails the site
// would have sent, newest first, with their links clickable. Production never registers it,
// so there the path is an ordinary 404.

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

export async function devOutboxRoutes(app: FastifyInstance, options: { db: Kysely<DB> }) {
  app.get("/dev/outbox", { schema: { hide: true } }, async (_request, reply) => {
    const messages = await latestOutboxMessages(options.db, 50);
    const items = messages
      .map(
        (m) =>
          `<li><article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.recipient)}, ${m.createdAt.toISOString()}</p><pre>${linkify(m.textBody)}</pre></article></li>`,
      )
      .join("");
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox · OpenZen (development)</title></head><body><main><h1>Outbox (development)</h1><p>Mail is kept here because SMTP_URL is not set.</p>${messages.length ? `<ol>${items}</ol>` : "<p>No mail yet.</p>"}</main></body></html>`;
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);
  });
}
