import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { decodeScreen } from "./codec";
import { compactSavedBody, savedBodyQuery } from "./saved";

describe("saved screener bodies", () => {
  it("drops empty strings, arrays and objects, and refuses what is left empty", () => {
    expect(compactSavedBody({})).toBeNull();
    expect(compactSavedBody({ name: "", description: "", f: {}, s: "" })).toBeNull();
    expect(compactSavedBody({ name: "", f: { mcap: "1," } })).toEqual({ f: { mcap: "1," } });
    expect(compactSavedBody({ t: 3 })).toEqual({ t: 3 });
  });

  it("refuses any body made only of empty values", () => {
    const empty = fc.oneof(fc.constant(""), fc.constant([]), fc.constant({}), fc.constant(undefined));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("name", "description", "f", "s", "sd"), empty), (body) => {
        expect(compactSavedBody(body)).toBeNull();
      }),
    );
  });

  it("turns the screen fields into a query the codec reads, filters in order", () => {
    const query = savedBodyQuery({ t: 4, f: { pe: "0,15", sid: "1,2" }, s: "pe", sd: "asc" });
    expect(decodeScreen(query)).toEqual({
      ok: true,
      screen: {
        tab: 4,
        page: 1,
        filters: [
          { key: "pe", value: { type: "range", low: 0, high: 15 } },
          { key: "sid", value: { type: "select", values: ["1", "2"] } },
        ],
        sort: { column: "pe", direction: "asc" },
      },
    });
  });
});
