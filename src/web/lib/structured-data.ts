import type { CompanyHeader } from "../../domain/contracts/company";

// schema.org structured data for search engines, as React Router meta descriptors.

/** The site's publisher, on the home page: the `Organization` every article's publisher names. */
export function organizationLd() {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "OpenZen",
      url: "/",
      description: "Stock research for part-time, long-term, fundamentals-driven investors.",
    },
  };
}

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

/** A news story's `NewsArticle`: headline, dates, the author with their page, the publisher, the companies it is about. */
export function newsArticleLd(story: {
  url: string;
  headline: string;
  summary: string;
  publishedAt: string;
  author: { name: string; url: string | null };
  companies: { name: string; exchange: string; ticker: string; url: string }[];
}) {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: story.headline,
      description: story.summary,
      datePublished: story.publishedAt,
      dateModified: story.publishedAt,
      mainEntityOfPage: story.url,
      author: {
        "@type": "Organization",
        name: story.author.name,
        ...(story.author.url ? { url: story.author.url } : {}),
      },
      publisher: { "@type": "Organization", name: "OpenZen", url: "/" },
      about: story.companies.map((c) => ({
        "@type": "Corporation",
        name: c.name,
        tickerSymbol: `${c.exchange} ${c.ticker}`,
        url: c.url,
      })),
    },
  };
}
