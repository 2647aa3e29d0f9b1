import { describe, expect, it } from "vitest";
import { ProviderError } from "./errors";
import { mergeMetadata, parseForm } from "./form-body";

describe("Stripe's form encoding", () => {
  it("nests bracketed keys and turns indexed branches into arrays", () => {
    expect(
      parseForm(
        "mode=subscription&line_items[0][price]=price_a&line_items[0][quantity]=1&line_items[1][price]=price_b" +
          "&subscription_data[metadata][user_id]=42&expand[0]=subscription&expand[1]=invoice",
      ),
    ).toEqual({
      mode: "subscription",
      line_items: [{ price: "price_a", quantity: "1" }, { price: "price_b" }],
      subscription_data: { metadata: { user_id: "42" } },
      expand: ["subscription", "invoice"],
    });
  });

  it("appends empty brackets in order and decodes percent-encoding and plus signs", () => {
    expect(parseForm("expand[]=a&expand[]=b&email=a%2Bb%40example.com&name=Ann+Lee")).toEqual({
      expand: ["a", "b"],
      email: "a+b@example.com",
      name: "Ann Lee",
    });
    expect(parseForm("lookup_keys%5B0%5D=premium_yearly")).toEqual({ lookup_keys: ["premium_yearly"] });
  });

  it("orders indices numerically", () => {
    const indices = Array.from({ length: 12 }, (_, i) => `items[${11 - i}]=${11 - i}`).join("&");
    expect(parseForm(indices).items).toEqual(Array.from({ length: 12 }, (_, i) => String(i)));
  });

  it.each([
    ["a value and an object under one key", "metadata=x&metadata[a]=1"],
    ["an object and then a value", "metadata[a]=1&metadata=x"],
    ["bad percent-encoding", "email=%E0%A4%A"],
    ["an unbalanced bracket", "metadata[a=1"],
  ])("refuses %s with a 400", (_, body) => {
    const error = (() => {
      try {
        parseForm(body);
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 400, type: "invalid_request_error" });
  });

  it("merges metadata, an empty value removing its key and an empty hash clearing all", () => {
    expect(mergeMetadata({ a: "1", b: "2" }, parseForm("metadata[a]=&metadata[c]=3"))).toEqual({ b: "2", c: "3" });
    expect(mergeMetadata({ a: "1" }, parseForm("metadata="))).toEqual({});
  });
});
