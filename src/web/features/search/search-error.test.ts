import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { SEARCH_NETWORK_ERROR, searchErrorMessage } from "./search-error";
import { api } from "../../../domain/paths";

describe("the message of a failed search", () => {
  it("says the status and the error of a JSON body", () => {
    const body = { error: { code: "VALIDATION_FAILED", message: "Some fields are not valid." } };
    expect(searchErrorMessage(new ApiError("Some fields are not valid.", 400, "VALIDATION_FAILED", body))).toBe(
      "400 Some fields are not valid.",
    );
  });

  it("says the status and the text of a plain body", () => {
    expect(searchErrorMessage(new ApiError("Bad Gateway", 502, undefined, "upstream timed out\n"))).toBe(
      "502 upstream timed out",
    );
    expect(searchErrorMessage(new ApiError("Oops", 500, undefined, { error: "Database down" }))).toBe(
      "500 Database down",
    );
  });

  it("joins a list of errors into one message", () => {
    expect(
      searchErrorMessage(new ApiError("x", 422, undefined, { errors: ["Term too short", { message: "Try again" }] })),
    ).toBe("422 Term too short; Try again");
  });

  it("says the status text and code when there is no body", () => {
    expect(searchErrorMessage(new ApiError("Service Unavailable", 503, undefined, null))).toBe(
      "Service Unavailable (503)",
    );
    expect(searchErrorMessage(new ApiError("", 504, undefined, null))).toBe("Error (504)");
  });

  it("says so when the server could not be reached", () => {
    expect(searchErrorMessage(new TypeError("Failed to fetch"))).toBe(SEARCH_NETWORK_ERROR);
  });
});

describe("the search request", () => {
  it("URL-encodes the query", () => {
    expect(api.companySearch("AT&T b/c?")).toBe("/api/companies/search?q=AT%26T%20b%2Fc%3F");
    expect(api.companySearch("Nestlé")).toBe("/api/companies/search?q=Nestl%C3%A9");
  });
});
