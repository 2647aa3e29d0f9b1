import { crc32, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { GuestPageCache } from "./guest-page-cache";
import { crc32Combine, fill, fillGzip, makeTemplate, PLACEHOLDER } from "./page-template";

// The kept page and its gzip form, filled for one request, and the cache's bound.

const page = (size: number) =>
  `<html><head><meta name="csrf-token" content="${PLACEHOLDER.token}"><script nonce="${PLACEHOLDER.nonce}">x</script></head>` +
  `<body>${"<p>row of the table</p>".repeat(size)}<script nonce="${PLACEHOLDER.nonce}">"${PLACEHOLDER.token}"</script></body></html>`;

describe("page template", () => {
  it("fills the token and nonce in every slot, plain and gzip-compressed alike", () => {
    const template = makeTemplate(200, [["content-type", "text/html"]], page(5000), "v1");
    expect(template.slots).toEqual(["token", "nonce", "nonce", "token"]);
    for (const values of [
      { token: "tok-en_1", nonce: "n+o/nce==" },
      { token: "another-token", nonce: "" },
    ]) {
      const expected = page(5000)
        .split(PLACEHOLDER.token)
        .join(values.token)
        .split(PLACEHOLDER.nonce)
        .join(values.nonce);
      expect(fill(template, values).toString()).toBe(expected);
      // gunzip checks the CRC and length in the trailer.
      expect(gunzipSync(fillGzip(template, values)).toString()).toBe(expected);
    }
  });

  it("fills a member's data slot of any length, over several stored blocks past 64 KB", () => {
    const body = `${page(100)}<script type="application/json">${PLACEHOLDER.personal}</script>`;
    const template = makeTemplate(200, [], body, "v1");
    expect(template.slots).toEqual(["token", "nonce", "nonce", "token", "personal"]);
    for (const personal of ["", '{"email":"a@example.com"}', "é".repeat(70_000), "x".repeat(200_000)]) {
      const values = { token: "tok", nonce: "non", personal };
      const expected = body
        .split(PLACEHOLDER.token)
        .join("tok")
        .split(PLACEHOLDER.nonce)
        .join("non")
        .split(PLACEHOLDER.personal)
        .join(personal);
      expect(fill(template, values).toString()).toBe(expected);
      expect(gunzipSync(fillGzip(template, values)).toString()).toBe(expected);
    }
  });

  it("combines CRC-32s as one pass over the joined bytes would", () => {
    const a = Buffer.from("the first part of a page ".repeat(99));
    const b = Buffer.from("and the rest of it, after a slot".repeat(1234));
    expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
    expect(crc32Combine(crc32(a), crc32(Buffer.alloc(0)), 0)).toBe(crc32(a));
  });

  it("keeps the same validator for the same page, whatever fills it", () => {
    expect(makeTemplate(200, [], page(10), "v1").etag).toBe(makeTemplate(200, [], page(10), "v1").etag);
    expect(makeTemplate(200, [], page(10), "v1").etag).not.toBe(makeTemplate(200, [], page(11), "v1").etag);
  });
});

describe("guest page cache", () => {
  it("holds in memory no more than the bytes it counts (no piece keeps a larger buffer alive)", () => {
    // Short pieces between slots are where zlib's one-shot output is a view of a larger chunk.
    const template = makeTemplate(200, [], page(200), "v1");
    expect(template.deflated.length).toBeGreaterThan(3);
    const held = template.deflated.reduce((n, piece) => n + piece.buffer.byteLength, 0);
    expect(held).toBe(template.deflated.reduce((n, piece) => n + piece.length, 0));
    expect(held).toBeLessThanOrEqual(template.size);
  });

  it("holds no more bytes than its bound, dropping the least recently used for a page asked for more", () => {
    const one = makeTemplate(200, [], page(200), "v1");
    const cache = new GuestPageCache({ maxBytes: one.size * 5, ttlMs: 60_000 });
    for (let i = 0; i < 5; i++) {
      expect(cache.get(`/${i}`)).toBeUndefined();
      cache.set(`/${i}`, makeTemplate(200, [], page(200), "v1"));
    }
    cache.get("/0"); // used: now the most recent
    // Asked for once, as often as the least recently used ("/1"): not let in.
    cache.get("/5");
    cache.set("/5", makeTemplate(200, [], page(200), "v1"));
    expect(cache.size).toBe(5);
    // Asked for again (this look is the second ask): more often than "/1", which it replaces.
    expect(cache.get("/5")).toBeUndefined();
    cache.set("/5", makeTemplate(200, [], page(200), "v1"));
    expect(cache.heldBytes).toBeLessThanOrEqual(one.size * 5);
    expect(cache.get("/0")).toBeDefined();
    expect(cache.get("/1")).toBeUndefined();
    expect(cache.get("/5")).toBeDefined();
  });

  it("keeps part of a cycle of pages longer than it holds, where least-recently-used keeps none", async () => {
    const one = makeTemplate(200, [], page(200), "v1");
    const cache = new GuestPageCache({ maxBytes: one.size * 10, ttlMs: 60_000 });
    let renders = 0;
    const render = async () => {
      renders++;
      return makeTemplate(200, [], page(200), "v1");
    };
    // Twenty pages in turn, five times: the first ten stay, the other ten are rendered each time.
    for (let round = 0; round < 5; round++)
      for (let i = 0; i < 20; i++) await cache.getOrRender(`/${i}`, render, () => true);
    expect(renders).toBe(20 + 4 * 10);
    expect(cache.heldBytes).toBeLessThanOrEqual(one.size * 10);
  });

  it("holds a page in a fraction of its plain bytes, so a bound holds several times the pages", () => {
    // A table of figures, as a company or screener page is: about 100 KB of plain HTML.
    const table = (n: number) =>
      `<html><head><meta name="csrf-token" content="${PLACEHOLDER.token}"></head><body><table>` +
      Array.from(
        { length: 1400 },
        (_, i) => `<tr><td>${n}-${i}</td><td>${((i * 7919 + n) % 10007) / 100}</td></tr>`,
      ).join("") +
      `</table><script nonce="${PLACEHOLDER.nonce}"></script></body></html>`;
    const plainBytes = Buffer.byteLength(table(0));
    expect(plainBytes).toBeGreaterThan(50_000);
    const bound = plainBytes * 10;
    const cache = new GuestPageCache({ maxBytes: bound, ttlMs: 60_000 });
    for (let n = 0; n < 30; n++) cache.set(`/${n}`, makeTemplate(200, [], table(n), "v1"));
    // Thirty pages of plain size one tenth of the bound each, all still there; and each fills in whole.
    expect(cache.size).toBe(30);
    expect(cache.heldBytes).toBeLessThanOrEqual(bound);
    const values = { token: "t", nonce: "n" };
    expect(gunzipSync(fillGzip(cache.get("/0")!, values)).toString()).toBe(fill(cache.get("/0")!, values).toString());
    expect(fill(cache.get("/29")!, values).toString()).toBe(
      table(29).split(PLACEHOLDER.token).join("t").split(PLACEHOLDER.nonce).join("n"),
    );
  });

  it("lets an entry age out", () => {
    let now = 0;
    const cache = new GuestPageCache({ maxBytes: 1e9, ttlMs: 1000, now: () => now });
    cache.set("/", makeTemplate(200, [], page(1), "v1"));
    now = 999;
    expect(cache.get("/")).toBeDefined();
    now = 2001;
    expect(cache.get("/")).toBeUndefined();
    expect(cache.heldBytes).toBe(0);
  });

  it("renders a page asked for by many at once only once", async () => {
    const cache = new GuestPageCache({ maxBytes: 1e9, ttlMs: 60_000 });
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 10));
      return makeTemplate(200, [], page(1), "v1");
    };
    const got = await Promise.all(Array.from({ length: 20 }, () => cache.getOrRender("/", render, () => true)));
    expect(renders).toBe(1);
    expect(new Set(got.map((g) => g!.template)).size).toBe(1);
  });
});
