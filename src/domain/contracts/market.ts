/** Where the site's market data comes from, as every page shows it. */
export interface MarketLabel {
  source: "demo" | "import" | null;
  asOf: string | null;
}
