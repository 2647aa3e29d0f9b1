import type { MarketLabel } from "./market";

// The editorial pages (the blog, authors) as the server hands them to the pages: articles are
// Markdown files in the repository rendered to sanitized HTML on the server, with live figures
// from our data between the HTML blocks.

/** A piece of an article's body: sanitized HTML, or a live figure the page draws. */
export type ArticleBlock = { kind: "html"; html: string } | { kind: "figure"; name: string };

export interface AuthorRef {
  id: string;
  name: string;
  url: string;
}

export interface EditorialArticle {
  slug: string;
  url: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  tags: string[];
  author: AuthorRef;
  blocks: ArticleBlock[];
}

export interface AuthorPage {
  author: AuthorRef & { role: string; bio: ArticleBlock[] };
  articles: Pick<EditorialArticle, "slug" | "url" | "title" | "description" | "date">[];
}

export interface ScoreDimensionExample {
  name: string;
  /** The dimension's checks. */
  checks: number;
  passed: number;
  score: number;
}

/** A live figure an article embeds, computed from the market the product holds. */
export type LiveFigure =
  | {
      kind: "score-example";
      name: string;
      company: { name: string; ticker: string; url: string };
      dimensions: ScoreDimensionExample[];
      overall: number;
      checks: number;
      band: "weak" | "average" | "strong";
    }
  | {
      kind: "roe-by-sector";
      name: string;
      rows: RoeDistributionRow[];
      market: RoeDistributionRow;
    }
  | { kind: "unavailable"; name: string; reason: string };

/** Return on equity across one sector's companies (percentages). */
export interface RoeDistributionRow {
  label: string;
  companies: number;
  p25: number;
  median: number;
  p75: number;
  /** Share of the companies above the checklist's 20 percent line, 0 to 100. */
  above20: number;
}

export interface BlogPage {
  article: EditorialArticle;
  figures: Record<string, LiveFigure>;
  market: MarketLabel;
}

export interface EditorialPagesReader {
  /** A blog article by its slug with its live figures; null when there is none. */
  blogArticle(slug: string): BlogPage | null;
  /** An author's bio and articles; null for an unknown id. */
  author(id: string): AuthorPage | null;
}
