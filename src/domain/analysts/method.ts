// The analyst ranking's method (decision 026), as numbers the step computes with and the
// /analysts page cites. Change a number here and the ranking, the page and the decision's
// figures change together (the decision names these constants).

/** The horizons of a call's outcome, in calendar months after the call. */
export const HORIZON_MONTHS = [3, 6, 12] as const;
export type HorizonMonths = (typeof HORIZON_MONTHS)[number];

/** The horizon the ranking scores: a call is judged on the 12 months after it. */
export const SCORED_HORIZON_MONTHS = 12;

/** A price target counts as reached when the close meets it within this many months. */
export const TARGET_WINDOW_MONTHS = 12;

/**
 * Shrinkage: an analyst's average return per call is weighed by n / (n + k), as if k calls of
 * zero excess return were added to every record (a prior of no skill). With k = 20, three lucky
 * calls keep 13% of their average and a hundred calls keep 83%.
 */
export const SHRINKAGE_CALLS = 20;

/** Analysts with fewer rated calls (buy or sell calls whose 12 months have ended) are not ranked. */
export const MIN_CALLS = 10;

/** "Top analysts": the best-scored quarter of the ranked analysts (WallStreetZen's definition). */
export const TOP_SHARE = 0.25;

/** A rating is current while it is the analyst's latest on the stock and at most this old. */
export const CURRENT_RATING_MONTHS = 12;

/** The ratings' direction: a sell that falls is a success; holds make no directional claim. */
export const DIRECTION = { strong_buy: 1, buy: 1, hold: 0, sell: -1, strong_sell: -1 } as const;

/** The method in words, for the /analysts page and the API (the numbers above filled in). */
export const RANKING_METHOD = {
  summary:
    "Analysts are ranked by how their past calls turned out, measured from prices only, with nothing known after the ranking date.",
  steps: [
    `Every buy or sell call is judged on the ${SCORED_HORIZON_MONTHS} months that follow it: the stock's total return (dividends reinvested) minus its sector's equal-weighted return over the same days, signed by the call (a sell whose stock falls behind its sector earns the shortfall). Returns over 3 and 6 months, and against the whole market, are shown as well.`,
    `A call is a success when its signed return is above zero. Holds make no directional claim: they are shown with their outcome but left out of the success rate, the average return and the score.`,
    `A price target counts as reached when the close meets it (at or above a target above the price, at or below one below it) within ${TARGET_WINDOW_MONTHS} months.`,
    `Only calls whose ${SCORED_HORIZON_MONTHS} months have ended count, so the ranking at any date uses only what was known on it.`,
    `The score is the average signed return per call weighed by the evidence: average × n / (n + ${SHRINKAGE_CALLS}) for n calls, as if ${SHRINKAGE_CALLS} calls of no excess return were added to every record. An analyst with three lucky calls keeps 13% of their average; one with a hundred calls keeps 83%.`,
    `Analysts with at least ${MIN_CALLS} calls are ranked by score, overall, within their main sector (the sector of most of their ratings) and within their firm. The top analysts are the best-scored ${Math.round(TOP_SHARE * 100)}% of the ranked analysts.`,
    `A company's top-analyst consensus, count and average target upside use the top analysts' current ratings: each one's latest rating on the stock from the last ${CURRENT_RATING_MONTHS} months.`,
  ],
} as const;
