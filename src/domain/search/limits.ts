// Limits of company search shared by the engine, the API contract and the search box.

/** The most results a search returns. */
export const SEARCH_LIMIT = 10;

/** Longer terms are refused: no company name needs more, and it bounds the work of a search. */
export const SEARCH_MAX_LENGTH = 100;

/** The most companies one GET /api/companies/refs names. */
export const COMPANY_REFS_LIMIT = 20;
