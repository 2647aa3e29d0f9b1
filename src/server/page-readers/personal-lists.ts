import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { SessionUser } from "../../db/repositories/sessions";
import { listFollowed, type FollowedAnalystRecord } from "../../db/repositories/followed-analysts";
import { listWatchlists, type WatchlistRecord } from "../../db/repositories/watchlists";

// A member's watchlists and followed analysts, read once and kept in this process until either
// changes (decision 030 "members' own lists kept"). Every page a member loads carries
// them, and reading them was most of a kept member page's cost: two queries, one with a
// subquery per followed analyst. Nothing here can go stale: the session's own row, read on every
// request, carries the member's `personal_version`, which migration 0027's triggers bump in the
// same transaction as any change to the lists, on whichever server made it; and the followed
// analysts' latest calls depend on the market, so its version is in the key too.

export interface MemberLists {
  watchlists: WatchlistRecord[];
  followed: FollowedAnalystRecord[];
}

export const KEPT_MEMBERS = 5_000;

export class PersonalLists {
  /** By user id, oldest use first (a Map keeps insertion order): past `max` the oldest goes. */
  private readonly kept = new Map<number, { version: string; lists: Promise<MemberLists> }>();

  constructor(
    private readonly db: Kysely<DB>,
    /** The market version the server reads now; null (a market without one) keeps nothing. */
    private readonly marketVersion: () => string | null,
    private readonly max = KEPT_MEMBERS,
  ) {}

  read(user: SessionUser): Promise<MemberLists> {
    const market = this.marketVersion();
    if (market === null) return this.fromDatabase(user.userId);
    const version = `${user.personalVersion}\n${market}`;
    const hit = this.kept.get(user.userId);
    this.kept.delete(user.userId);
    if (hit && hit.version === version) {
      this.kept.set(user.userId, hit);
      return hit.lists;
    }
    // Read after the session row, so what is kept is at least as new as its version says.
    const lists = this.fromDatabase(user.userId);
    if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(user.userId, { version, lists });
    lists.catch(() => {
      if (this.kept.get(user.userId)?.lists === lists) this.kept.delete(user.userId);
    });
    return lists;
  }

  /** How many members' lists are kept (for tests and the memory bench). */
  get size(): number {
    return this.kept.size;
  }

  private async fromDatabase(userId: number): Promise<MemberLists> {
    const [watchlists, followed] = await Promise.all([listWatchlists(this.db, userId), listFollowed(this.db, userId)]);
    return { watchlists, followed };
  }
}
