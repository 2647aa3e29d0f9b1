// Apart from the zod contract (contracts/followed-analysts.ts re-exports it): the follow
// buttons on every page use it, and zod need not come to the browser with them (decision 041).

/** Spec 8's words for an unfollow that removed nothing. */
export const COULD_NOT_UNFOLLOW = "Could not unfollow analyst";
