import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SIGN_OUT_REFUSED } from "./api/account-calls";
import { signOutAction } from "./sign-out-action";

// Sign Out's action as the header and the sign-out page observe it: the same page afterwards,
// home from the sign-up pages, and the refusal in words for the toast.

const from = (path: string) => {
  const data = new FormData();
  data.set("from", path);
  return data;
};

let calls: { url: string; init: RequestInit }[];
function answer(status: number) {
  calls = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(status === 204 ? null : '{"error":"Invalid token"}', { status });
  });
}

// The anti-forgery token the page's script reads from its cookie.
beforeEach(() => vi.stubGlobal("document", { cookie: "oz_csrf_token=t1" }));
afterEach(() => vi.unstubAllGlobals());

describe("the sign-out action", () => {
  it("ends the session and leaves the member on the page they were on", async () => {
    answer(204);
    await expect(signOutAction(from("/stock-screener"))).resolves.toEqual({ error: null });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("/users/sign-out");
    expect(calls[0]!.init.method).toBe("DELETE");
  });

  it("sends the guest home from the sign-up pages", async () => {
    answer(204);
    const result = await signOutAction(from("/users/sign-up/analyst"));
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get("location")).toBe("/");
  });

  it("answers a refused sign-out in the words the toast shows", async () => {
    answer(422);
    await expect(signOutAction(from("/users/sign-up"))).resolves.toEqual({ error: SIGN_OUT_REFUSED });
  });
});
