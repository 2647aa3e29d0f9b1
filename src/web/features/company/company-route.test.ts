import { describe, expect, it } from "vitest";
import { foundOrNotFound, redirectToLowerCase } from "./company-route";

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

describe("redirectToLowerCase", () => {
  it("redirects an upper-case path permanently, keeping the query", () => {
    const response = thrown(() =>
      redirectToLowerCase(new Request("http://localhost/stocks/us/NYSE/Abc/earnings?x=1")),
    ) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/stocks/us/nyse/abc/earnings?x=1");
  });

  it("lets a lower-case path through", () => {
    expect(() => redirectToLowerCase(new Request("http://localhost/stocks/us/nyse/abc?Q=Upper"))).not.toThrow();
  });
});

describe("foundOrNotFound", () => {
  it("passes a found page through", () => {
    expect(foundOrNotFound({ name: "Acme" })).toEqual({ name: "Acme" });
  });

  it("throws the 404 that the root error boundary renders as the not-found page", () => {
    // React Router's data(): the loader's thrown value, with the status the response gets.
    const error = thrown(() => foundOrNotFound(null)) as { type?: string; init?: ResponseInit };
    expect(error.type).toBe("DataWithResponseInit");
    expect(error.init).toEqual({ status: 404, statusText: "Not Found" });
  });
});
