import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { decodeScreen, encodeScreen, ScreenerQueryError } from "./codec";
import { SCREENER_COLUMNS } from "./columns";
import { SCREENER_FILTERS, type ScreenerFilter } from "./filters";
import type { ActiveFilter, FilterValue, Screen } from "./screen";
import { SCREENER_TABS } from "./tabs";

const plain = (x: number) => (Object.is(x, -0) ? 0 : x);

function boundArbitrary(filter: Extract<ScreenerFilter, { type: "range" }>): fc.Arbitrary<number> {
  const min = filter.params.min ?? -1e12;
  const max = filter.params.max ?? 1e12;
  if (filter.params.precision === 0)
    return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, 2 ** 31)) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map(plain);
}

function valueArbitrary(filter: ScreenerFilter): fc.Arbitrary<FilterValue> {
  switch (filter.type) {
    case "boolean":
      return fc.boolean().map((value) => ({ type: "boolean", value }));
    case "select": {
      const values =
        filter.params.options.length > 0
          ? fc.uniqueArray(fc.constantFrom(...filter.params.options.map((o) => o.value)), {
              minLength: 1,
              maxLength: 5,
            })
          : fc.uniqueArray(fc.integer({ min: 1, max: 2_147_483_647 }).map(String), { minLength: 1, maxLength: 5 });
      return values.map((v) => ({ type: "select", values: v }));
    }
    case "range": {
      const bound = fc.option(boundArbitrary(filter), { nil: null });
      return fc
        .tuple(bound, bound)
        .filter(([low, high]) => low !== null || high !== null)
        .map(([a, b]) => (a !== null && b !== null && a > b ? [b, a] : [a, b]))
        .map(([low, high]) => ({ type: "range", low: low ?? null, high: high ?? null }));
    }
  }
}

const filtersArbitrary: fc.Arbitrary<ActiveFilter[]> = fc
  .uniqueArray(fc.constantFrom(...SCREENER_FILTERS), { maxLength: 8, selector: (f) => f.key })
  .chain((filters) =>
    filters.length === 0
      ? fc.constant([])
      : fc.tuple(...filters.map((f) => valueArbitrary(f).map((value) => ({ key: f.key, value })))),
  );

const columnsArbitrary: fc.Arbitrary<readonly string[]> = fc
  .uniqueArray(fc.constantFrom(...SCREENER_COLUMNS.map((c) => c.key).filter((k) => k !== "ticker")), {
    maxLength: 39,
  })
  .map((keys) => ["ticker", ...keys]);

const screenArbitrary: fc.Arbitrary<Screen> = fc.record(
  {
    tab: fc.constantFrom(...SCREENER_TABS.map((t) => t.id)),
    page: fc.integer({ min: 1, max: 100_000 }),
    filters: filtersArbitrary,
    sort: fc.option(
      fc.record({
        column: fc.constantFrom(...SCREENER_COLUMNS.map((c) => c.key)),
        direction: fc.constantFrom("asc" as const, "desc" as const),
      }),
      { nil: null },
    ),
    columns: columnsArbitrary,
    pageSize: fc.constantFrom(50 as const, 100 as const),
  },
  { requiredKeys: ["tab", "page", "filters", "sort"] },
);

function errorOf(query: string): ScreenerQueryError {
  const result = decodeScreen(query);
  if (result.ok) throw new Error(`expected ${query} to be refused`);
  return result.error;
}

describe("screener query codec", () => {
  it("decodes what it encodes, for any screen", () => {
    fc.assert(
      fc.property(screenArbitrary, (screen) => {
        const decoded = decodeScreen(encodeScreen(screen));
        expect(decoded).toEqual({ ok: true, screen });
      }),
      { numRuns: 500 },
    );
  });

  it("reads the spec's encodings", () => {
    const result = decodeScreen("t=4&p=2&f[sid]=1,10&f[mcap]=2000000000,&f[insd]=t&f[cid]=12,34&s=pe&sd=asc");
    expect(result).toEqual({
      ok: true,
      screen: {
        tab: 4,
        page: 2,
        filters: [
          { key: "sid", value: { type: "select", values: ["1", "10"] } },
          { key: "mcap", value: { type: "range", low: 2_000_000_000, high: null } },
          { key: "insd", value: { type: "boolean", value: true } },
          { key: "cid", value: { type: "select", values: ["12", "34"] } },
        ],
        sort: { column: "pe", direction: "asc" },
      },
    });
  });

  it("reads percent-encoded brackets and commas as a browser sends them", () => {
    const result = decodeScreen("f%5Bpe%5D=%2C15");
    expect(result).toEqual({
      ok: true,
      screen: { tab: 1, page: 1, filters: [{ key: "pe", value: { type: "range", low: null, high: 15 } }], sort: null },
    });
  });

  it("reads chosen columns with the ticker first, and a page size", () => {
    expect(decodeScreen("c=name,pe,ticker,dy&ps=50")).toEqual({
      ok: true,
      screen: { tab: 1, page: 1, filters: [], sort: null, columns: ["ticker", "name", "pe", "dy"], pageSize: 50 },
    });
    expect(encodeScreen({ tab: 4, page: 2, filters: [], sort: null, columns: ["ticker", "pe"], pageSize: 100 })).toBe(
      "t=4&c=ticker,pe&p=2&ps=100",
    );
    // 20 a page is the default: read, and left out of the address.
    expect(decodeScreen("ps=20")).toEqual({ ok: true, screen: { tab: 1, page: 1, filters: [], sort: null } });
  });

  it("gives the defaults for an empty query", () => {
    expect(decodeScreen("")).toEqual({ ok: true, screen: { tab: 1, page: 1, filters: [], sort: null } });
  });

  it.each([
    ["x=1", "x", "is not a screener parameter"],
    ["f[nope]=1,2", "f[nope]", "is not a screener filter"],
    ["t=12", "t", "is not a tab id"],
    ["t=abc", "t", "is not a tab id"],
    ["p=0", "p", "is not a page number"],
    ["p=1.5", "p", "is not a page number"],
    ["s=nope", "s", "is not a screener column"],
    ["sd=up", "sd", "must be asc or desc"],
    ["f[mcap]=1", "f[mcap]", "must be two values"],
    ["f[mcap]=,", "f[mcap]", "needs a low or a high bound"],
    ["f[mcap]=abc,", "f[mcap]", "is not a number"],
    ["f[mcap]=10,5", "f[mcap]", "is above the high bound"],
    ["f[mcap]=-1,", "f[mcap]", "below the minimum of 0"],
    ["f[shares]=-5,", "f[shares]", "below the minimum of 0"],
    ["f[dds]=50.5,", "f[dds]", "is not a whole number"],
    ["f[dds]=,101", "f[dds]", "above the maximum of 100"],
    ["f[insd]=yes", "f[insd]", "must be t or f"],
    ["f[sid]=99", "f[sid]", "is not one of its options"],
    ["f[sid]=1,1", "f[sid]", "twice"],
    ["f[cid]=abc", "f[cid]", "is not a company id"],
    ["f[pe]=", "f[pe]", "has no value"],
    ["t=1&t=2", "t", "more than once"],
    ["c=ticker,nope", "c", "'nope' is not a screener column"],
    ["c=", "c", "has no columns"],
    ["c=pe,,dy", "c", "has an empty column"],
    ["c=pe,dy,pe", "c", "lists 'pe' twice"],
    [
      `c=${SCREENER_COLUMNS.slice(0, 41)
        .map((c) => c.key)
        .join(",")}`,
      "c",
      "at most 40 columns",
    ],
    ["ps=30", "ps", "is not a page size (20, 50, 100)"],
    ["ps=", "ps", "is not a page size"],
  ])("refuses %s naming %s", (query, parameter, reason) => {
    const error = errorOf(query);
    expect(error).toBeInstanceOf(ScreenerQueryError);
    expect(error.parameter).toBe(parameter);
    expect(error.reason).toContain(reason);
  });

  it("refuses any unknown parameter by name", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/).filter((k) => !["t", "p", "s", "sd", "c", "ps"].includes(k)),
        (name) => {
          expect(errorOf(`${name}=1`).parameter).toBe(name);
        },
      ),
    );
  });

  it("refuses any filter key outside the catalogue by name", () => {
    const known = new Set(SCREENER_FILTERS.map((f) => f.key));
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_]{1,12}$/).filter((k) => !known.has(k)),
        (key) => {
          expect(errorOf(`f[${key}]=1`).parameter).toBe(`f[${key}]`);
        },
      ),
    );
  });
});

describe("query string reading", () => {
  it("reads names and values as URLSearchParams does, escapes and pluses included", () => {
    // Valid pairs with characters escaped at random (either case of hex), and some junk.
    const pair = fc.constantFrom(
      "f[pe]=1,5",
      "f[sid]=2,10",
      "s=pe",
      "sd=asc",
      "t=4",
      "p=2",
      "f[ex]=NYSE",
      "f[name]=x",
      "p=0",
      "%zz=1",
      "f[pe]=,5",
      "=",
      "a",
    );
    const escaped = pair.chain((p) =>
      fc
        .array(fc.constantFrom("keep", "lower", "upper", "plus"), { minLength: p.length, maxLength: p.length })
        .map((how) =>
          Array.from(p, (ch, i) => {
            const hex = ch.charCodeAt(0).toString(16).padStart(2, "0");
            if (how[i] === "lower") return `%${hex.toLowerCase()}`;
            if (how[i] === "upper") return `%${hex.toUpperCase()}`;
            if (how[i] === "plus" && ch === ",") return "+";
            return ch;
          }).join(""),
        ),
    );
    const text = fc.array(escaped, { maxLength: 5 }).map((pairs) => pairs.join("&"));
    fc.assert(
      fc.property(text, (query) => {
        const viaParams = decodeScreen(new URLSearchParams(query));
        const viaText = decodeScreen(query);
        expect(viaText.ok).toBe(viaParams.ok);
        if (viaText.ok && viaParams.ok) expect(viaText.screen).toEqual(viaParams.screen);
        if (!viaText.ok && !viaParams.ok) expect(viaText.error.parameter).toBe(viaParams.error.parameter);
      }),
      { numRuns: 2000 },
    );
    expect(decodeScreen("f%5Bpe%5D=1%2C5&sd=asc&s=pe")).toEqual(
      decodeScreen(new URLSearchParams("f[pe]=1,5&sd=asc&s=pe")),
    );
  });

  // Each f[key]=value pair read is kept by its text (codec.ts): what a screen gets from a pair
  // read before must be what reading it anew gives, checks included.
  it("gives the screens that carry the same pair one frozen value, and checks it in each", () => {
    const first = decodeScreen("f[pe]=1,5&f[sid]=2,10&s=pe");
    const second = decodeScreen("f[sid]=2,10&t=3&f[pe]=1,5");
    if (!first.ok || !second.ok) throw new Error("both screens are valid");
    expect(second.screen.filters.map((f) => f.key)).toEqual(["sid", "pe"]);
    expect(second.screen.filters[1]!.value).toBe(first.screen.filters[0]!.value);
    expect(Object.isFrozen(first.screen.filters[0]!.value)).toBe(true);
    const sectors = first.screen.filters[1]!.value;
    expect(sectors.type === "select" && Object.isFrozen(sectors.values)).toBe(true);
    // A pair read before is still refused when the screen repeats it.
    const twice = decodeScreen("f[pe]=1,5&f[pe]=1,5");
    expect(twice.ok ? null : [twice.error.parameter, twice.error.reason]).toEqual(["f[pe]", "is given more than once"]);
  });

  it("reads every pair right after more distinct pairs than it keeps", () => {
    for (let i = 0; i < 10_050; i++) {
      const decoded = decodeScreen(`f[pe]=${i},&p=2`);
      expect(decoded.ok && decoded.screen.filters[0]!.value).toEqual({ type: "range", low: i, high: null });
    }
    const again = decodeScreen("f[pe]=0,");
    expect(again.ok && again.screen.filters[0]!.value).toEqual({ type: "range", low: 0, high: null });
  });
});
