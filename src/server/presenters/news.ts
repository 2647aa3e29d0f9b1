import { paths } from "../../domain/paths";
import type { NewsArticle, NewsCompany, NewsSummary } from "../../domain/contracts/news";
import type { NewsKind } from "../../domain/news/article";
import type { NewsAccess } from "../policies/news";

// A stored story as a reader sees it: the Premium version for Premium members when there is one,
// the public version for everyone else; a Premium-only story opened without Premium is its
// locked teaser, without the companies it names.

export interface NewsRow {
  id: number;
  kind: NewsKind;
  date: string;
  published_at: Date;
  headline: string;
  summary: string;
  body: string[];
  premium_headline: string | null;
  premium_summary: string | null;
  premium_body: string[] | null;
  premium_only: boolean;
  author: string;
  source: "demo" | "import" | "feed";
  link: string | null;
}

export interface AuthorLookup {
  (slug: string): { name: string; url: string } | undefined;
}

export function presentNewsSummary(
  row: NewsRow,
  companies: NewsCompany[],
  access: NewsAccess,
  authorOf: AuthorLookup,
): NewsSummary {
  const fuller = access.premium && row.premium_headline !== null;
  const locked = row.premium_only && !access.premium;
  const author = authorOf(row.author);
  return {
    id: row.id,
    url: paths.newsArticle(row.id),
    kind: row.kind,
    headline: fuller ? row.premium_headline! : row.headline,
    summary: fuller ? (row.premium_summary ?? row.summary) : row.summary,
    date: row.date,
    publishedAt: row.published_at.toISOString(),
    source: row.source,
    author: author ? { name: author.name, url: author.url } : { name: row.author, url: null },
    companies: locked ? [] : companies,
    link: row.link,
    locked,
  };
}

export function presentNewsArticle(
  row: NewsRow,
  companies: NewsCompany[],
  access: NewsAccess,
  authorOf: AuthorLookup,
): NewsArticle {
  const fuller = access.premium && row.premium_body !== null;
  return { ...presentNewsSummary(row, companies, access, authorOf), body: fuller ? row.premium_body! : row.body };
}
