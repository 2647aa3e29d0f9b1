// Limits of a member's notes, apart from the contracts' schemas so that the pages can show them
// without loading zod first.

export const NOTE_LIMITS = {
  /** A note's Markdown in characters: a few pages of a thesis, not a document store. */
  length: 10_000,
  /** Notes a member keeps across companies. */
  perUser: 2_000,
} as const;
