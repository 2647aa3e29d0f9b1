import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../../domain/contracts/error";
import { noteAnswerSchema, noteBodySchema, notesAnswerSchema } from "../../../domain/contracts/notes";
import type { NoteScope } from "../../../db/repositories/notes";
import type { DB } from "../../../db/schema";
import { AppError } from "../../errors";
import { requireSignedIn } from "../../policies/accounts";
import { presentNote } from "../../presenters/notes";
import { listOwnNotes, readOwnNote, removeNote, writeNote } from "../../services/notes/notes";

// A member's private notes on companies: one Markdown note per member and company, written from
// the company page and listed on the member's portfolios and watchlists. Only the author reaches
// a note; another member's id answers as an unknown one (404 NOTE_NOT_FOUND). Notes are member
// data: pages never carry them, the browser asks for them after the page (decision 054).

const SIGN_IN_FOR_NOTES = "Sign in to keep notes on companies.";
const positive = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const companyId = z.coerce.number().int().positive().max(2_147_483_647);
const err = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const NOT_FOUND = "Another member's or an unknown id: 404 NOTE_NOT_FOUND ('No note found!').";

const listQuery = z.object({
  company_id: companyId.optional(),
  portfolio_id: positive.optional(),
  watchlist_id: positive.optional(),
});

function scopeOf(query: z.infer<typeof listQuery>): NoteScope {
  const given = [query.company_id, query.portfolio_id, query.watchlist_id].filter((v) => v !== undefined);
  if (given.length > 1)
    throw new AppError("BAD_REQUEST", "Give at most one of company_id, portfolio_id, watchlist_id.");
  if (query.company_id !== undefined) return { kind: "company", companyId: query.company_id };
  if (query.portfolio_id !== undefined) return { kind: "portfolio", portfolioId: query.portfolio_id };
  if (query.watchlist_id !== undefined) return { kind: "watchlist", watchlistId: query.watchlist_id };
  return { kind: "all" };
}

export async function noteRoutes(app: FastifyInstance, options: { db: Kysely<DB> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ["notes"];
  const userOf = (request: FastifyRequest) => requireSignedIn(request, SIGN_IN_FOR_NOTES);

  api.get(
    "/api/users/notes",
    {
      schema: {
        tags,
        summary: "The signed-in member's notes",
        description:
          "Query at most one of company_id (that company's note, if any), portfolio_id (notes on the companies in the portfolio's transactions) or watchlist_id (on the watchlist's companies); none lists every note. Another member's portfolio or watchlist answers 404 as an unknown one. Each note has its Markdown and the HTML rendered and sanitised on the server.",
        querystring: listQuery,
        response: { 200: notesAnswerSchema, ...err },
      },
    },
    async (request) => {
      const user = await userOf(request);
      return { notes: (await listOwnNotes(db, user.userId, scopeOf(request.query))).map(presentNote) };
    },
  );

  api.get(
    "/api/users/notes/:id",
    {
      schema: {
        tags,
        summary: "One of the member's notes",
        description: NOT_FOUND,
        params: z.object({ id: positive }),
        response: { 200: noteAnswerSchema, ...err },
      },
    },
    async (request) => {
      const user = await userOf(request);
      return { note: presentNote(await readOwnNote(db, user.userId, request.params.id)) };
    },
  );

  api.put(
    "/api/users/notes/companies/:companyId",
    {
      schema: {
        tags,
        summary: "Write the member's note on a company (one note a company: writing again replaces it)",
        description:
          "Body note{markdown}: 1 to 10,000 characters of Markdown (raw HTML is dropped, links and formatting kept after sanitising); otherwise 400 VALIDATION_FAILED. An unknown company: 404 COMPANY_NOT_FOUND. At most 2,000 notes a member: 409 NOTE_LIMIT_REACHED. Answers 201 for a new note, 200 for a replaced one.",
        params: z.object({ companyId }),
        body: noteBodySchema,
        response: { 200: noteAnswerSchema, 201: noteAnswerSchema, ...err, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await userOf(request);
      const { note, created } = await writeNote(db, user.userId, request.params.companyId, request.body.note.markdown);
      return reply.status(created ? 201 : 200).send({ note: presentNote(note) });
    },
  );

  api.delete(
    "/api/users/notes/:id",
    {
      schema: {
        tags,
        summary: "Delete one of the member's notes",
        description: `Answers 204. ${NOT_FOUND}`,
        params: z.object({ id: positive }),
        response: { 204: z.null(), ...err },
      },
    },
    async (request, reply) => {
      const user = await userOf(request);
      await removeNote(db, user.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
