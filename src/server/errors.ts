import { AUTH_ERROR_MESSAGES as AUTH } from "../domain/auth/messages";

// The one registry of errors a client can see. Codes are stable: clients and tests rely on
// them, so a code is never renamed or reused. Messages are the spec's words where it has them.

export const ERRORS = {
  BAD_REQUEST: { status: 400, message: "The request is not valid." },
  VALIDATION_FAILED: { status: 400, message: "Some fields are not valid." },
  MALFORMED_JSON: { status: 400, message: "The request body is not valid JSON." },
  JSON_TOO_DEEP: { status: 400, message: "The request body is nested too deeply." },
  CSRF_TOKEN_INVALID: {
    status: 403,
    message: "Your session has expired or the form is out of date. Please refresh the page and try again.",
  },
  FORBIDDEN: { status: 403, message: "You are not allowed to do this." },
  NOT_FOUND: { status: 404, message: "Not found." },
  COMPANY_NOT_FOUND: { status: 404, message: "There is no company with that id." },
  SCREENER_QUERY_INVALID: { status: 400, message: "The screen is not valid." },
  SCREENER_PREMIUM_REQUIRED: {
    status: 403,
    message: "This filter or column needs Premium. Full access requires Premium.",
  },
  SCREENER_PRESET_NOT_FOUND: { status: 404, message: "There is no screen with that name." },
  SCREENER_COMPANY_NOT_FOUND: { status: 404, message: "No listed company has that ticker." },
  SAVED_SCREENER_EMPTY: { status: 400, message: "Bad Request" },
  SAVED_SCREENER_NOT_FOUND: { status: 404, message: "There is no saved screener with that id." },
  // Backtests of a member's own saved screen (decision 056).
  SCREEN_BACKTEST_INVALID: { status: 400, message: "The backtest's settings are not valid." },
  SCREEN_BACKTEST_FIELDS_WITHOUT_HISTORY: {
    status: 422,
    message: "This screen uses a field with no dated history, so it cannot be backtested without looking ahead.",
  },
  SCREEN_BACKTEST_OWN_LIST: {
    status: 422,
    message:
      "This screen runs over your own portfolio or watchlist, which has no history: a backtest picks from the whole market as it was each month. Save the screen without the list to backtest it.",
  },
  SCREEN_BACKTEST_RUNNING: {
    status: 409,
    message: "One of your backtests is still running. Start another once it has finished.",
  },
  SCREEN_BACKTEST_NOT_FOUND: { status: 404, message: "This saved screen has not been backtested yet." },
  // Watchlists: spec 8's three messages word for word, the limits of decision 023.
  WATCHLIST_NOT_FOUND: { status: 404, message: "No watchlist found!" },
  WATCHLIST_NOT_FOUND_FOR_UPDATE: { status: 404, message: "No watchlist found for updating!" },
  WATCHLISTS_NOT_FOUND_FOR_UPDATE: { status: 404, message: "No watchlists found for updating!" },
  WATCHLIST_ID_REQUIRED: { status: 400, message: "Say which watchlist: its id is missing." },
  WATCHLIST_SUBSCRIPTIONS_EMPTY: { status: 400, message: "Send at least one watchlist to update." },
  WATCHLIST_LIMIT_REACHED: { status: 409, message: "You can keep at most 50 watchlists." },
  WATCHLIST_FULL: { status: 409, message: "A watchlist holds at most 500 companies." },
  WATCHLIST_LAST_ONE: { status: 409, message: "You need at least one watchlist, so the last one cannot be deleted." },
  WATCHLIST_ORDER_INVALID: {
    status: 422,
    message: "The new order must list each of your watchlists exactly once.",
  },
  WATCHLIST_COMPANY_NOT_FOUND: { status: 404, message: "This watchlist does not hold that company." },
  // Portfolios (decision 061): someone else's portfolio answers as an unknown one.
  PORTFOLIO_NOT_FOUND: { status: 404, message: "No portfolio found!" },
  PORTFOLIO_TRANSACTION_NOT_FOUND: { status: 404, message: "This portfolio has no such transaction." },
  PORTFOLIO_LIMIT_REACHED: { status: 409, message: "You can keep at most 20 portfolios." },
  PORTFOLIO_FULL: { status: 409, message: "A portfolio holds at most 5,000 transactions." },
  PORTFOLIO_TRANSACTION_INVALID: { status: 400, message: "This transaction is missing something it needs." },
  PORTFOLIO_DATE_OUT_OF_RANGE: { status: 422, message: "Our market data does not cover that date." },
  PORTFOLIO_SELL_EXCEEDS_HOLDING: { status: 422, message: "That sells more shares than the portfolio holds then." },
  PORTFOLIO_IMPORT_INVALID: { status: 422, message: "The file cannot be imported." },
  PORTFOLIO_IMPORT_LAYOUT_UNKNOWN: {
    status: 422,
    message: "This file is not in a broker layout we know: choose its columns.",
  },
  // A member's private notes on companies: another member's note answers as an unknown one.
  NOTE_NOT_FOUND: { status: 404, message: "No note found!" },
  NOTE_LIMIT_REACHED: { status: 409, message: "You can keep notes on at most 2,000 companies." },
  // Followed analysts (decision 027): details carry the analyst id (spec 3).
  ANALYST_NOT_FOUND: { status: 404, message: "There is no analyst with that id." },
  FOLLOWED_ANALYSTS_LIMIT_REACHED: { status: 409, message: "You can follow at most 200 analysts." },
  FOLLOWED_ANALYSTS_ORDER_INVALID: {
    status: 422,
    message: "The new order must list each analyst you follow exactly once.",
  },
  // The news: an unknown story is a 404, an unknown filter a 400 naming it.
  NEWS_ARTICLE_NOT_FOUND: { status: 404, message: "There is no news story with that id." },
  NEWS_SECTOR_UNKNOWN: { status: 400, message: "There is no sector with that name." },
  NEWS_COMPANY_UNKNOWN: { status: 400, message: "No listed company has that ticker." },
  // The analysts' ranking (decision 028).
  ANALYST_SECTOR_UNKNOWN: { status: 400, message: "There is no sector with that name." },
  ANALYST_FIRM_UNKNOWN: { status: 400, message: "There is no analyst firm with that id." },
  METHOD_NOT_ALLOWED: { status: 405, message: "This method is not allowed here." },
  NOT_ACCEPTABLE: { status: 406, message: "The requested representation is not available." },
  REQUEST_TIMEOUT: { status: 408, message: "The request took too long to arrive." },
  PAYLOAD_TOO_LARGE: { status: 413, message: "The request body is too large." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Send the request body as application/json." },
  // A form post or API call under a host name other than PUBLIC_URL's (decision 043): details
  // carry the address to use.
  MISDIRECTED_REQUEST: { status: 421, message: "This site answers at another address." },
  RATE_LIMITED: { status: 429, message: "Too many requests. Please wait a moment and try again." },
  HEADERS_TOO_LARGE: { status: 431, message: "The request headers are too large." },
  // Accounts. Form errors also carry the spec's field map (`errors`).
  SIGN_IN_INVALID: { status: 422, message: AUTH.SIGN_IN_INVALID },
  INVALID_CREDENTIALS: { status: 401, message: AUTH.INVALID_CREDENTIALS },
  SIGN_UP_INVALID: { status: 422, message: AUTH.SIGN_UP_INVALID },
  EMAIL_TAKEN: { status: 422, message: AUTH.EMAIL_TAKEN },
  PASSWORD_RESET_INVALID: { status: 422, message: AUTH.PASSWORD_RESET_INVALID },
  SET_PASSWORD_INVALID: { status: 422, message: AUTH.SET_PASSWORD_INVALID },
  RESET_TOKEN_INVALID: { status: 422, message: AUTH.RESET_TOKEN_INVALID },
  CONFIRMATION_REQUEST_INVALID: { status: 422, message: AUTH.CONFIRMATION_REQUEST_INVALID },
  CONFIRMATION_TOKEN_INVALID: { status: 422, message: AUTH.CONFIRMATION_TOKEN_INVALID },
  AUTH_RATE_LIMITED: { status: 429, message: AUTH.AUTH_RATE_LIMITED },
  SIGN_IN_REQUIRED: { status: 401, message: AUTH.SIGN_IN_REQUIRED },
  PASSWORD_INCORRECT: { status: 422, message: AUTH.PASSWORD_INCORRECT },
  SETTINGS_INVALID: { status: 422, message: AUTH.SETTINGS_INVALID },
  GOOGLE_SIGN_IN_FAILED: { status: 400, message: AUTH.GOOGLE_SIGN_IN_FAILED },
  GOOGLE_SIGN_IN_UNAVAILABLE: { status: 404, message: AUTH.GOOGLE_SIGN_IN_UNAVAILABLE },
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    message: "The Idempotency-Key header must be 1 to 255 visible characters.",
  },
  IDEMPOTENCY_KEY_IN_USE: {
    status: 409,
    message: "A request with this Idempotency-Key is still being processed. Please retry shortly.",
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: "This Idempotency-Key was already used for a different request.",
  },
  // Premium checkout and billing (decision 021).
  CHECKOUT_PLAN_UNKNOWN: { status: 400, message: "There is no such plan." },
  CHECKOUT_INTERVAL_UNKNOWN: { status: 400, message: "Choose yearly or monthly billing." },
  CHECKOUT_PRICE_UNKNOWN: { status: 400, message: "This plan is not sold with that billing interval." },
  PROMOTION_CODE_INVALID: { status: 400, message: "This promotion code is not valid." },
  PROMOTION_NOT_FOUND: { status: 404, message: "There is no active promotion with that code." },
  ALREADY_SUBSCRIBED: {
    status: 409,
    message: "You already have this plan. Manage it from your account settings.",
  },
  CHECKOUT_IN_PROGRESS: {
    status: 409,
    message: "A checkout for this plan is already being started. Please wait a moment.",
  },
  CHECKOUT_NOT_FOUND: { status: 404, message: "There is no checkout with that id." },
  SUBSCRIPTION_NOT_FOUND: { status: 404, message: "You have no live subscription to this plan." },
  SUBSCRIPTION_CHANGE_INVALID: { status: 409, message: "This subscription cannot be changed that way." },
  BILLING_ACCOUNT_NOT_FOUND: { status: 404, message: "You have no billing account yet." },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: "The webhook signature is not valid." },
  WEBHOOK_EVENT_INVALID: { status: 400, message: "The webhook body is not an event." },
  BILLING_PROVIDER_UNAVAILABLE: {
    status: 503,
    message: "Payments are unavailable right now. Please try again in a few minutes.",
  },
  INTERNAL: { status: 500, message: "Something went wrong on our side. Please try again." },
  SERVICE_UNAVAILABLE: { status: 503, message: "The service is temporarily unavailable. Please try again shortly." },
  MARKET_BUILDING: {
    status: 503,
    message: "The market is being built for the first time. Please try again shortly.",
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
    /** Spec 5: form errors as a map of field to list of messages. */
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message ?? ERRORS[code].message);
    this.name = "AppError";
    this.statusCode = ERRORS[code].status;
  }
}

export function errorBody(
  code: ErrorCode,
  message?: string,
  details?: unknown,
  fieldErrors?: Record<string, string[]>,
) {
  return {
    error: { code, message: message ?? ERRORS[code].message, ...(details === undefined ? {} : { details }) },
    ...(fieldErrors === undefined ? {} : { errors: fieldErrors }),
  };
}

/** A form error: the registry's code and message plus the fields that failed. */
export function formError(
  code: ErrorCode,
  fieldErrors: Record<string, string[]>,
  headers?: Record<string, string>,
): AppError {
  return new AppError(code, undefined, undefined, headers, fieldErrors);
}
