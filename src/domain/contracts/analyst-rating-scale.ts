// An analyst's rating of a stock, strongest first. Apart from the zod contracts that use it so
// that pages showing it (consensus, screener filters) do not bring zod to the browser (decision 041).
export const RATINGS = ["strong_buy", "buy", "hold", "sell", "strong_sell"] as const;
