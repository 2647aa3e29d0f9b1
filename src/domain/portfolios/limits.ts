import type { PRESET_IDS } from "./broker-csv";

// Portfolio limits and the brokers' names, apart from the contracts' schemas so that the pages
// can show them without loading zod first.

export const PORTFOLIO_LIMITS = {
  portfoliosPerUser: 20,
  transactionsPerPortfolio: 5_000,
  nameLength: 100,
  /** A broker file's size in characters (about a decade of a busy account). */
  fileLength: 2_000_000,
} as const;

export const PRESET_NAMES: Record<(typeof PRESET_IDS)[number], string> = {
  fidelity: "Fidelity",
  schwab: "Charles Schwab",
  vanguard: "Vanguard",
  robinhood: "Robinhood",
  ibkr: "Interactive Brokers",
};
