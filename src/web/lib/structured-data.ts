import type { CompanyHeader } from "../../domain/contracts/company";

// schema.org structured data for search engines, as React Router meta descriptors.

/** A company page's `Corporation` with its ticker in the exchange:ticker form schema.org expects. */
export function corporationLd(header: Pick<CompanyHeader, "name" | "exchange" | "ticker" | "description">) {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Corporation",
      name: header.name,
      tickerSymbol: `${header.exchange} ${header.ticker}`,
      ...(header.description ? { description: header.description } : {}),
    },
  };
}
