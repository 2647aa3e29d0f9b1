import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import { errorOf, jsonCaller } from "../../../../test/support/signed-in-call";
import { insertSignedInUser, type SignedInUser } from "../../../../test/support/fixtures";
import type { Note } from "../../../domain/contracts/notes";

// Notes API: one private Markdown note per member and company, sanitised when read, listed for a
// member's own portfolio or watchlist, and another member's note, portfolio or watchlist never
// reached.

describe("notes API", () => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let acme: number;
  let bolt: number;
  let coda: number;
  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.database.db
      .insertInto("companies")
      .values(
        ["ACME", "BOLT", "CODA"].map((ticker) => ({
          exchange: "NYSE" as const,
          ticker,
          name: `${ticker} Corp`,
          source: "demo" as const,
        })),
      )
      .returning(["id", "ticker"])
      .execute();
    [acme, bolt, coda] = ["ACME", "BOLT", "CODA"].map((ticker) => rows.find((r) => r.ticker === ticker)!.id) as [
      number,
      number,
      number,
    ];
    alice = await insertSignedInUser(t.database.db, { watchlists: ["Ideas"] });
    bob = await insertSignedInUser(t.database.db, { watchlists: ["Bob's"] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = jsonCaller(() => t.app);
  const write = (user: SignedInUser, companyId: number, markdown: string) =>
    call("PUT", `/api/users/notes/companies/${companyId}`, user, { note: { markdown } });
  const notesOf = async (user: SignedInUser, query = "") =>
    (await call("GET", `/api/users/notes${query}`, user)).json<{ notes: Note[] }>().notes;

  it("refuses guests with 401 and writes without the anti-forgery header with 403", async () => {
    expect((await call("GET", "/api/users/notes", null)).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: "PUT",
      url: `/api/users/notes/companies/${acme}`,
      headers: { cookie: alice.cookie, "content-type": "application/json" },
      payload: JSON.stringify({ note: { markdown: "x" } }),
    });
    expect(forged.statusCode).toBe(403);
  });

  it("keeps one note per company: writing again replaces it", async () => {
    const first = await write(alice, acme, "Buy below **$40**.");
    expect(first.statusCode).toBe(201);
    const note = first.json<{ note: Note }>().note;
    expect(note).toMatchObject({ companyId: acme, ticker: "ACME", companyUrl: "/stocks/us/nyse/acme" });
    expect(note.html).toBe("<p>Buy below <strong>$40</strong>.</p>");
    const second = await write(alice, acme, "Sold the thesis: margins fell.");
    expect(second.statusCode).toBe(200);
    expect(second.json<{ note: Note }>().note.id).toBe(note.id);
    const mine = await notesOf(alice, `?company_id=${acme}`);
    expect(mine.map((n) => n.markdown)).toEqual(["Sold the thesis: margins fell."]);
  });

  it("sanitises what a note renders: no script, no raw HTML, no javascript: links", async () => {
    const res = await write(
      alice,
      bolt,
      '# Thesis\n\n<script>alert(1)</script><img src=x onerror="alert(2)">\n\n[click](javascript:alert(3)) [site](https://example.com)',
    );
    expect(res.statusCode).toBe(201);
    const { html, markdown } = res.json<{ note: Note }>().note;
    expect(markdown).toContain("<script>");
    expect(html).not.toMatch(/<script|onerror|javascript:|<img/i);
    expect(html).toContain("<p><strong>Thesis</strong></p>");
    expect(html).toContain('<a href="https://example.com" rel="nofollow noopener noreferrer">site</a>');
  });

  it("answers 400 for an empty or too long note and 404 for an unknown company", async () => {
    const empty = await write(alice, coda, "   ");
    expect(empty.statusCode).toBe(400);
    const long = await write(alice, coda, "x".repeat(10_001));
    expect(long.statusCode).toBe(400);
    expect((await write(alice, coda, "x".repeat(10_000))).statusCode).toBe(201);
    const unknown = await write(alice, 2_000_000_000, "x");
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe("COMPANY_NOT_FOUND");
    expect((await call("GET", "/api/users/notes?company_id=1&watchlist_id=1", alice)).statusCode).toBe(400);
  });

  it("lists the notes on a portfolio's and a watchlist's companies, for their owner only", async () => {
    const portfolio = (await call("POST", "/api/users/portfolios", alice, { portfolio: { name: "Core" } })).json<{
      portfolio: { id: number };
    }>().portfolio;
    await t.database.db
      .insertInto("portfolio_transactions")
      .values({ portfolio_id: portfolio.id, trade_date: "2020-01-02", kind: "dividend", company_id: bolt, amount: 3 })
      .execute();
    expect((await notesOf(alice, `?portfolio_id=${portfolio.id}`)).map((n) => n.ticker)).toEqual(["BOLT"]);
    const [watchlistId] = alice.watchlistIds;
    await t.database.db
      .insertInto("watchlist_companies")
      .values({ watchlist_id: watchlistId!, company_id: acme })
      .execute();
    expect((await notesOf(alice, `?watchlist_id=${watchlistId}`)).map((n) => n.ticker)).toEqual(["ACME"]);
    expect((await notesOf(alice)).map((n) => n.ticker)).toEqual(["ACME", "BOLT", "CODA"]);

    const theirPortfolio = await call("GET", `/api/users/notes?portfolio_id=${portfolio.id}`, bob);
    expect(theirPortfolio.statusCode).toBe(404);
    expect(errorOf(theirPortfolio).code).toBe("PORTFOLIO_NOT_FOUND");
    const theirWatchlist = await call("GET", `/api/users/notes?watchlist_id=${watchlistId}`, bob);
    expect(theirWatchlist.statusCode).toBe(404);
    expect(await notesOf(bob)).toEqual([]);
  });

  it("answers 404 for someone else's note, and deletes one's own", async () => {
    const [note] = await notesOf(alice, `?company_id=${acme}`);
    for (const method of ["GET", "DELETE"] as const) {
      const res = await call(method, `/api/users/notes/${note!.id}`, bob);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toEqual({ code: "NOTE_NOT_FOUND", message: "No note found!" });
    }
    expect((await call("GET", `/api/users/notes/${note!.id}`, alice)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/users/notes/${note!.id}`, alice)).statusCode).toBe(204);
    expect((await call("GET", `/api/users/notes/${note!.id}`, alice)).statusCode).toBe(404);
    expect(await notesOf(alice, `?company_id=${acme}`)).toEqual([]);
  });
});
