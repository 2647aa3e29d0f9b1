import { describe, expect, it } from "vitest";
import { Agent } from "../../../../test/support/agent";
import { insertAnalystWorld } from "../../../../test/support/analysts";
import { uniqueEmail } from "../../../../test/support/user-routes";
import { useMailingApp } from "../../../../test/support/mail-app";
import { ANALYSTS_TO_FOLLOW_COOKIE } from "../../../domain/auth/pending-choices";
import type { FollowedAnalyst } from "../../../domain/contracts/followed-analysts";

// Spec 4: a guest's Follow waits in the analysts-to-follow cookie; sign-up and sign-in apply it,
// clear the cookie, and answer the followed analysts so the client's list is replaced.

describe("the analysts-to-follow cookie at sign-up and sign-in", () => {
  const env = useMailingApp();
  const followedIn = (res: { json: <T>() => T }) =>
    res.json<{ followedAnalysts: FollowedAnalyst[] }>().followedAnalysts.map((a) => a.id);

  it("follows the waiting analysts after sign-up, answers them and clears the cookie", async () => {
    const w = await insertAnalystWorld(env.t.database.db, "signup");
    const agent = new Agent(env.t.app);
    await agent.get("/");
    // Two analysts and an id that is no analyst (dropped, not a refused sign-up).
    agent.setCookie(ANALYSTS_TO_FOLLOW_COOKIE, encodeURIComponent(`${w.analysts[1]},${w.analysts[0]},2000000000`));
    const res = await agent.json("POST", "/users/sign-up", {
      user: { email: uniqueEmail("follower"), password: "secret-pass" },
      context: "analyst",
    });
    expect(res.statusCode).toBe(200);
    expect(followedIn(res)).toEqual([w.analysts[1], w.analysts[0]]);
    expect(agent.cookie(ANALYSTS_TO_FOLLOW_COOKIE)).toBeUndefined();
    const list = await agent.get("/api/users/followed-analysts", "application/json");
    expect(list.json<{ followedAnalysts: FollowedAnalyst[] }>().followedAnalysts.map((a) => a.id)).toEqual([
      w.analysts[1],
      w.analysts[0],
    ]);
  });

  it("adds the waiting analysts after those a member follows already at sign-in", async () => {
    const w = await insertAnalystWorld(env.t.database.db, "signin");
    const email = uniqueEmail("returning");
    const first = new Agent(env.t.app);
    await first.get("/");
    first.setCookie(ANALYSTS_TO_FOLLOW_COOKIE, String(w.analysts[0]));
    await first.json("POST", "/users/sign-up", { user: { email, password: "secret-pass" } });

    const later = new Agent(env.t.app);
    await later.get("/");
    later.setCookie(ANALYSTS_TO_FOLLOW_COOKIE, `${w.analysts[2]},${w.analysts[0]}`);
    const res = await later.json("POST", "/users/sign-in", { user: { email, password: "secret-pass" } });
    expect(res.statusCode).toBe(200);
    expect(followedIn(res)).toEqual([w.analysts[0], w.analysts[2]]);
    expect(later.cookie(ANALYSTS_TO_FOLLOW_COOKIE)).toBeUndefined();

    // Without the cookie the answer still carries the list (it replaces the client's).
    const again = new Agent(env.t.app);
    await again.get("/");
    const plain = await again.json("POST", "/users/sign-in", { user: { email, password: "secret-pass" } });
    expect(followedIn(plain)).toEqual([w.analysts[0], w.analysts[2]]);
  });
});
