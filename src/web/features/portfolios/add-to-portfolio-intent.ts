// What the company page's Add to portfolio form says it does, and what the action answers: the
// page's clientAction reads the intent and loads the action (add-to-portfolio-action.ts) only for
// a buy.

export const PORTFOLIO_BUY_INTENT = "portfolio-buy";
export const NEW_PORTFOLIO = "new";

export interface AddToPortfolioResult {
  intent: typeof PORTFOLIO_BUY_INTENT;
  added: { portfolioId: number; portfolioName: string; portfolioUrl: string; shares: number } | null;
  error: string | null;
}

export function isAddToPortfolioIntent(form: FormData | undefined): boolean {
  return form?.get("intent") === PORTFOLIO_BUY_INTENT;
}
