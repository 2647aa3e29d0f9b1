import { data, Link } from "react-router";
import type { Route } from "./+types/news-article";
import { metaTags, withMeta } from "../../lib/page-meta";
import { pageContext } from "../../lib/page-context";
import { newsArticleLd } from "../../lib/structured-data";
import { CompanyLinks, StoryMeta } from "../../features/news/news-list";
import { paths } from "../../../domain/paths";
import { buttonVariants } from "../../components/ui/button";
import { trackLinkClick } from "../../lib/analytics";

// /news/{id}: one story, with the companies it names linked. A Premium-only story opened without
// Premium is its teaser and the way to Premium; an unknown id is a real 404.

export async function loader({ context, params }: Route.LoaderArgs) {
  const story = await pageContext(context).newsPages.article(params.id);
  if (!story) throw data(null, { status: 404, statusText: "Not Found" });
  return withMeta({ story, structuredData: story.locked ? null : newsArticleLd(story) }, ({ story: s }) => ({
    title: `${s.headline} · OpenZen News`,
    description: s.summary,
  }));
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { story, structuredData } = loaderData;
  return [
    ...metaTags(loaderData.meta),
    { property: "og:type", content: "article" },
    { property: "article:published_time", content: story.publishedAt },
    ...(structuredData ? [structuredData] : []),
  ];
}

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  const { story } = loaderData;
  return (
    <article className="mx-auto max-w-3xl space-y-4 py-6">
      <header className="space-y-2">
        <p className="text-sm font-medium text-emerald-800">
          <Link to={paths.news()} className="underline">
            News
          </Link>
        </p>
        <h1 className="text-3xl font-bold">{story.headline}</h1>
        <StoryMeta story={story} />
        <CompanyLinks story={story} />
      </header>
      <div className="space-y-4 text-lg leading-relaxed text-slate-800" data-testid="news-body">
        {story.body.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {story.link ? (
        <p>
          <a
            href={story.link}
            rel="noopener noreferrer nofollow"
            className="font-medium text-emerald-800 underline"
            onClick={(event) => trackLinkClick(event, "news-source")}
          >
            Read the original article
          </a>
        </p>
      ) : null}
      {story.locked ? (
        <Link to={paths.plans()} className={buttonVariants({ size: "lg" })}>
          See Premium plans
        </Link>
      ) : null}
    </article>
  );
}
