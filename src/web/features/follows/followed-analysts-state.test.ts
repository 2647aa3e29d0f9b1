import { describe, expect, it } from "vitest";
import type { FollowedAnalyst } from "../../../domain/contracts/followed-analysts";
import { followedAnalystsReducer, followedAnalystsState, orderedFollowedAnalysts } from "./followed-analysts-state";

// Spec 3 and 4's followed-analysts state: each transition on its own.

const analyst = (id: number): FollowedAnalyst => ({
  id,
  name: `Analyst ${id}`,
  firmId: 1,
  firmName: "Firm",
  url: `/analysts/${id}`,
  position: id,
  followedAt: "2026-11-24T00:00:00.000Z",
  callCount: 0,
  latestCall: null,
});
const ids = (s: ReturnType<typeof followedAnalystsState>) => orderedFollowedAnalysts(s).map((a) => a.id);

describe("followed analysts state", () => {
  const start = followedAnalystsState([analyst(1), analyst(2), analyst(3)]);

  it("keeps the ordered ids and the analysts by id", () => {
    expect(start.orderedAnalysts).toEqual([1, 2, 3]);
    expect(start.analysts[2]?.name).toBe("Analyst 2");
    expect(start.error).toBeNull();
  });

  it("replaces the list at sign-in or sign-up only when the answer supplies one", () => {
    expect(ids(followedAnalystsReducer(start, { type: "signedIn", analysts: [analyst(9)] }))).toEqual([9]);
    expect(followedAnalystsReducer(start, { type: "signedIn", analysts: undefined })).toBe(start);
  });

  it("adds at the end, removes the id, reorders, and empties at sign-out", () => {
    expect(ids(followedAnalystsReducer(start, { type: "add", analyst: analyst(4) }))).toEqual([1, 2, 3, 4]);
    expect(ids(followedAnalystsReducer(start, { type: "remove", analystId: 2 }))).toEqual([1, 3]);
    expect(ids(followedAnalystsReducer(start, { type: "reorder", order: [3, 1, 2] }))).toEqual([3, 1, 2]);
    expect(ids(followedAnalystsReducer(start, { type: "signOut" }))).toEqual([]);
  });

  it("stores an error's message and analyst id; an edit replaces the analyst and clears it", () => {
    const failed = followedAnalystsReducer(start, {
      type: "error",
      message: "Could not unfollow analyst",
      analystId: 2,
    });
    expect(failed.error).toEqual({ message: "Could not unfollow analyst", analystId: 2 });
    expect(ids(failed)).toEqual([1, 2, 3]);
    const edited = followedAnalystsReducer(failed, { type: "edit", analyst: { ...analyst(2), name: "Renamed" } });
    expect(edited.error).toBeNull();
    expect(edited.analysts[2]?.name).toBe("Renamed");
  });
});
