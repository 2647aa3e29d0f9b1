import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { watchlistAnswerSchema } from "../../domain/contracts/watchlists";
import {
  ApiError,
  apiCall,
  apiRead,
  apiSend,
  schemaOf,
  send,
  UNKNOWN_API_ERROR,
  UNREADABLE_ANSWER,
  UNREADABLE_ANSWER_MESSAGE,
  type TokenStore,
} from "./api-client";

// The fetch wrapper as a client of the server observes it: what it sends, and what it makes of
// each kind of answer (spec sections 7 and 8).

function memoryTokens(initial: string): TokenStore & { value: string } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (token: string) => {
      store.value = token;
    },
  };
  return store;
}

const anything = z.unknown();

function answerWith(response: Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response;
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("the fetch wrapper", () => {
  it("sends JSON with same-origin credentials and the anti-forgery token on a change", async () => {
    const calls = answerWith(new Response('{"ok":true}', { status: 200 }));
    await apiCall("/api/x", anything, { method: "POST", json: { a: 1 }, tokens: memoryTokens("t1") });
    const init = calls[0]!.init;
    const headers = new Headers(init.headers);
    expect(init.credentials).toBe("same-origin");
    expect(init.body).toBe('{"a":1}');
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.get("accept")).toBe("application/json");
    expect(headers.get("x-csrf-token")).toBe("t1");
  });

  it("sends no anti-forgery token on a read", async () => {
    const calls = answerWith(new Response("[]", { status: 200 }));
    await apiCall("/api/x", anything, { tokens: memoryTokens("t1") });
    expect(new Headers(calls[0]!.init.headers).has("x-csrf-token")).toBe(false);
  });

  it("keeps the fresh token an answer carries, even a failed one", async () => {
    const tokens = memoryTokens("old");
    answerWith(new Response("{}", { status: 403, headers: { "x-csrf-token": "fresh" } }));
    await expect(apiCall("/api/x", anything, { method: "DELETE", tokens })).rejects.toBeInstanceOf(ApiError);
    expect(tokens.value).toBe("fresh");
  });

  it("reads a 204 as an empty body", async () => {
    answerWith(new Response(null, { status: 204 }));
    await expect(apiCall("/api/x", anything, { method: "DELETE", tokens: memoryTokens("t") })).resolves.toBeNull();
  });

  it("throws the server's message and code, named after the status", async () => {
    const body = { error: { code: "SAVED_NOT_FOUND", message: "No saved screen with that id." } };
    answerWith(new Response(JSON.stringify(body), { status: 404, statusText: "Not Found" }));
    const error = await apiCall("/api/x", anything).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: "SAVED_NOT_FOUND", message: "No saved screen with that id." });
    expect((error as ApiError).name).toBe("Error 404");
  });

  it("takes an error given as a string, then the status text, then the fallback", async () => {
    answerWith(new Response('{"error":"No watchlist found!"}', { status: 422 }));
    await expect(apiCall("/api/x", anything)).rejects.toThrow("No watchlist found!");
    answerWith(new Response("<html>oops</html>", { status: 502, statusText: "Bad Gateway" }));
    await expect(apiCall("/api/x", anything)).rejects.toThrow("Bad Gateway");
    answerWith(new Response("", { status: 500, statusText: "" }));
    await expect(apiCall("/api/x", anything)).rejects.toThrow(UNKNOWN_API_ERROR);
  });

  it("answers the body as its contract's schema reads it", async () => {
    const watchlist = { id: 7, name: "Tech", url: "/watchlists/7", companies: [1, 2], subscribed: true };
    const answer = { watchlist: { ...watchlist, subscriptionFrequency: "weekly", hidden: false, extra: "dropped" } };
    answerWith(new Response(JSON.stringify(answer), { status: 200 }));
    const read = await apiCall("/api/x", watchlistAnswerSchema);
    expect(read).toEqual({ watchlist: { ...watchlist, subscriptionFrequency: "weekly", hidden: false } });
  });

  it("loads a schema given as a loader with the answer", async () => {
    answerWith(new Response('{"count":3}', { status: 200 }));
    const count = schemaOf(
      async () => ({ countSchema: z.object({ count: z.number() }) }),
      (c) => c.countSchema,
    );
    await expect(apiCall("/api/x", count)).resolves.toEqual({ count: 3 });
  });

  it("refuses an answer its contract does not describe with a stable code", async () => {
    answerWith(new Response('{"watchlist":{"id":"seven"}}', { status: 200 }));
    const error = await apiCall("/api/x", watchlistAnswerSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: UNREADABLE_ANSWER, message: UNREADABLE_ANSWER_MESSAGE });
  });

  it("refuses a body that is not JSON with the same code", async () => {
    answerWith(new Response("<html>proxy page</html>", { status: 200 }));
    await expect(apiCall("/api/x", anything)).rejects.toMatchObject({ code: UNREADABLE_ANSWER });
  });

  it("refuses an empty answer where a body must come, and reads none for a change that answers none", async () => {
    answerWith(new Response(null, { status: 204 }));
    await expect(apiRead("/api/x", anything)).rejects.toMatchObject({ code: UNREADABLE_ANSWER });
    answerWith(new Response('{"anything":"at all"}', { status: 200 }));
    await expect(apiSend("/api/x", { method: "DELETE", tokens: memoryTokens("t") })).resolves.toBeUndefined();
    answerWith(new Response('{"error":"No watchlist found!"}', { status: 404 }));
    await expect(apiSend("/api/x", { method: "DELETE", tokens: memoryTokens("t") })).rejects.toThrow(
      "No watchlist found!",
    );
  });

  it("hands back the Location header and the raw text to callers that read them", async () => {
    answerWith(new Response('{"user":{}}', { status: 200, headers: { location: "/users/settings" } }));
    await expect(send("/users/sign-in", { method: "POST", json: {}, tokens: memoryTokens("t") })).resolves.toEqual({
      status: 200,
      statusText: "",
      text: '{"user":{}}',
      location: "/users/settings",
    });
  });
});
