import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { insertSignedInUser, type SignedInUser } from "../../../test/support/fixtures";
import { insertAnalystWorld, type AnalystWorld } from "../../../test/support/analysts";
import { findSessionUser, type SessionUser } from "../../db/repositories/sessions";
import { hashSessionToken } from "../accounts/session-token";
import {
  addCompany,
  deleteWatchlist,
  insertWatchlist,
  removeCompanies,
  setNote,
  updateWatchlist,
} from "../../db/repositories/watchlists";
import { deleteFollows, insertFollows, setFollowOrder } from "../../db/repositories/followed-analysts";
import { PersonalLists } from "./personal-lists";

// A member's lists kept per process (decision 030, members' own lists kept): every change to
// them, by any path, on any server, shows on the member's next request (migration 0027's
// triggers bump the version their session row carries), and nothing is read again while
// nothing changed.

describe("PersonalLists", () => {
  let t: TestDatabase;
  let world: AnalystWorld;
  let market = "market-1";
  let lists: PersonalLists;
  let alice: SignedInUser;
  let bob: SignedInUser;

  /** The member as a request sees them: their session row, read afresh. */
  const session = async (user: SignedInUser): Promise<SessionUser> =>
    (await findSessionUser(t.db, hashSessionToken(user.token)))!;
  const names = async (user: SignedInUser) => {
    const read = await lists.read(await session(user));
    return {
      watchlists: read.watchlists.map((w) => `${w.name}: ${w.companyIds.join(",")}`),
      followed: read.followed.map((a) => a.id),
    };
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    world = await insertAnalystWorld(t.db, "kept");
    lists = new PersonalLists(t.db, () => market);
    alice = await insertSignedInUser(t.db, { watchlists: ["Alpha"] });
    bob = await insertSignedInUser(t.db, { watchlists: ["Beta"] });
  });
  afterAll(() => t.close());

  it("keeps a member's lists while nothing changes, and reads them again after any change", async () => {
    const [a, b] = world.companies.map((c) => c.id) as [number, number];
    const [x, y] = world.analysts as [number, number];
    const watchlist = alice.watchlistIds[0]!;
    expect(await names(alice)).toEqual({ watchlists: ["Alpha: "], followed: [] });
    const first = lists.read(await session(alice));
    expect(lists.read(await session(alice))).toBe(first);

    const steps: [string, () => Promise<unknown>, { watchlists: string[]; followed: number[] }][] = [
      ["add a company", () => addCompany(t.db, watchlist, a), { watchlists: ["Alpha: " + a], followed: [] }],
      ["add another", () => addCompany(t.db, watchlist, b), { watchlists: [`Alpha: ${a},${b}`], followed: [] }],
      [
        "note one (no list change)",
        () => setNote(t.db, watchlist, a, "why"),
        { watchlists: [`Alpha: ${a},${b}`], followed: [] },
      ],
      ["remove one", () => removeCompanies(t.db, watchlist, [a]), { watchlists: [`Alpha: ${b}`], followed: [] }],
      [
        "rename",
        () => updateWatchlist(t.db, alice.userId, watchlist, { name: "Alpha 2" }),
        { watchlists: [`Alpha 2: ${b}`], followed: [] },
      ],
      [
        "create a watchlist",
        () => insertWatchlist(t.db, alice.userId, "Gamma"),
        { watchlists: [`Alpha 2: ${b}`, "Gamma: "], followed: [] },
      ],
      [
        "follow",
        () => insertFollows(t.db, alice.userId, [x, y]),
        { watchlists: [`Alpha 2: ${b}`, "Gamma: "], followed: [x, y] },
      ],
      [
        "reorder follows",
        () => setFollowOrder(t.db, alice.userId, [y, x]),
        { watchlists: [`Alpha 2: ${b}`, "Gamma: "], followed: [y, x] },
      ],
      [
        "unfollow",
        () => deleteFollows(t.db, alice.userId, [y]),
        { watchlists: [`Alpha 2: ${b}`, "Gamma: "], followed: [x] },
      ],
      [
        "a company leaves the market",
        () => t.db.deleteFrom("companies").where("id", "=", b).execute(),
        { watchlists: ["Alpha 2: ", "Gamma: "], followed: [x] },
      ],
      [
        "delete a watchlist",
        () => deleteWatchlist(t.db, alice.userId, watchlist),
        { watchlists: ["Gamma: "], followed: [x] },
      ],
    ];
    for (const [what, change, expected] of steps) {
      const before = (await session(alice)).personalVersion;
      await change();
      expect((await session(alice)).personalVersion, what).toBeGreaterThan(before);
      expect(await names(alice), what).toEqual(expected);
      // Read once after the change, then kept again.
      const kept = lists.read(await session(alice));
      expect(lists.read(await session(alice)), what).toBe(kept);
    }
  });

  it("is not moved by another member's changes, and reads again under a new market version", async () => {
    const aliceVersion = (await session(alice)).personalVersion;
    const kept = lists.read(await session(alice));
    await insertWatchlist(t.db, bob.userId, "Beta 2");
    await insertFollows(t.db, bob.userId, [world.analysts[2]!]);
    expect((await session(alice)).personalVersion).toBe(aliceVersion);
    expect(lists.read(await session(alice))).toBe(kept);
    expect(await names(bob)).toEqual({ watchlists: ["Beta: ", "Beta 2: "], followed: [world.analysts[2]] });

    market = "market-2";
    const fresh = lists.read(await session(alice));
    expect(fresh).not.toBe(kept);
    expect(lists.read(await session(alice))).toBe(fresh);
  });

  it("keeps nothing without a market version, and at most its bound of members", async () => {
    const unversioned = new PersonalLists(t.db, () => null);
    const one = await session(alice);
    expect(unversioned.read(one)).not.toBe(unversioned.read(one));
    expect(unversioned.size).toBe(0);

    const bounded = new PersonalLists(t.db, () => "m", 1);
    const [a, b] = [await session(alice), await session(bob)];
    const kept = bounded.read(a);
    expect(bounded.read(a)).toBe(kept);
    void bounded.read(b);
    expect(bounded.size).toBe(1);
    // Alice was the oldest: she is read again.
    expect(bounded.read(a)).not.toBe(kept);
    await Promise.all([kept]);
  });

  it("lets a member with lists be deleted (the triggers meet rows going with them)", async () => {
    const carol = await insertSignedInUser(t.db, { watchlists: ["Carol"] });
    await addCompany(t.db, carol.watchlistIds[0]!, world.companies[0]!.id);
    await insertFollows(t.db, carol.userId, [world.analysts[0]!]);
    await t.db.deleteFrom("users").where("id", "=", carol.userId).execute();
    expect(await findSessionUser(t.db, hashSessionToken(carol.token))).toBeUndefined();
  });
});
