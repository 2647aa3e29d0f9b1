import { data, Link } from "react-router";
import type { Route } from "./+types/author";
import { metaTags, withMeta } from "../lib/page-meta";
import { formatDate } from "../lib/format";
import { ArticleBody } from "../features/editorial/article-body";
import { pageContext } from "../lib/page-context";
import { NewsList } from "../features/news/news-list";

// /authors/{id}: who writes for OpenZen (a person, a team, or the program that writes the
// generated news, which says so) and what they wrote. An unknown id is a real 404.

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = pageContext(context).editorialPages.author(params.id);
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  const news = await pageContext(context).newsPages.byAuthor(params.id);
  return withMeta({ ...page, news }, ({ author }) => ({
    title: `${author.name} · OpenZen`,
    description: `${author.name}, ${author.role}: biography and articles on OpenZen.`,
  }));
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { author } = loaderData;
  return [
    ...metaTags(loaderData.meta),
    { property: "og:type", content: "profile" },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "ProfilePage",
        mainEntity: { "@type": "Organization", name: author.name, description: author.role, url: author.url },
      },
    },
  ];
}

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  const { author, articles, news } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6 py-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold">{author.name}</h1>
        <p className="text-lg text-slate-600">{author.role}</p>
      </header>
      <section aria-labelledby="author-bio">
        <h2 id="author-bio" className="sr-only">
          About
        </h2>
        <ArticleBody blocks={author.bio} />
      </section>
      <section aria-labelledby="author-articles" className="space-y-3">
        <h2 id="author-articles" className="text-xl font-semibold">
          Articles
        </h2>
        {news.length > 0 ? <NewsList stories={news} headingLevel={3} /> : null}
        {articles.length === 0 ? (
          news.length === 0 ? (
            <p className="text-slate-600">No articles yet.</p>
          ) : null
        ) : (
          <ul className="divide-y divide-slate-200">
            {articles.map((a) => (
              <li key={a.url} className="py-3">
                <Link to={a.url} className="font-semibold text-emerald-800 underline">
                  {a.title}
                </Link>
                <p className="text-sm text-slate-700">{a.description}</p>
                <p className="text-xs text-slate-600">
                  <time dateTime={a.date}>{formatDate(a.date)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
