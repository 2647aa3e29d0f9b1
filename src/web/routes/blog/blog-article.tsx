import { data, Link } from "react-router";
import type { Route } from "./+types/blog-article";
import { metaTags, withMeta } from "../../lib/page-meta";
import { formatDate } from "../../lib/format";
import { ArticleBody } from "../../features/editorial/article-body";
import { MarketDataNote } from "../../features/market/market-data-note";
import { pageContext } from "../../lib/page-context";

// The blog's articles (/blog/{slug}): Markdown from the repository's content/, rendered and
// sanitized on the server, with live figures computed from the market the site holds.

export function loader({ context, request }: Route.LoaderArgs) {
  // A client navigation asks for the same path with ".data" (React Router passes it through).
  const slug = new URL(request.url).pathname
    .replace(/^\/blog\//, "")
    .replace(/\.data$/, "")
    .replace(/\/$/, "");
  const page = pageContext(context).editorialPages.blogArticle(slug);
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return withMeta(page, ({ article }) => ({ title: `${article.title} · OpenZen`, description: article.description }));
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { article } = loaderData;
  return [
    ...metaTags(loaderData.meta),
    { property: "og:type", content: "article" },
    { property: "article:published_time", content: article.date },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: article.description,
        datePublished: article.date,
        dateModified: article.date,
        author: { "@type": "Organization", name: article.author.name, url: article.author.url },
        publisher: { "@type": "Organization", name: "OpenZen" },
        keywords: article.tags.join(", "),
      },
    },
  ];
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article, figures, market } = loaderData;
  const hasFigures = Object.keys(figures).length > 0;
  return (
    <article className="mx-auto max-w-3xl space-y-4 py-6">
      <header className="space-y-2">
        <p className="text-sm font-medium text-emerald-800">Blog</p>
        <h1 className="text-3xl font-bold">{article.title}</h1>
        <p className="text-lg text-slate-600">{article.description}</p>
        <p className="text-sm text-slate-600">
          By{" "}
          <Link to={article.author.url} className="font-medium text-emerald-800 underline" rel="author">
            {article.author.name}
          </Link>{" "}
          · <time dateTime={article.date}>{formatDate(article.date)}</time>
        </p>
      </header>
      <ArticleBody blocks={article.blocks} figures={figures} />
      {hasFigures ? <MarketDataNote market={market} what="The figures on this page are computed" /> : null}
    </article>
  );
}
