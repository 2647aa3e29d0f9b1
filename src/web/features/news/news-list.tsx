import { Link } from "react-router";
import type { NewsSummary } from "../../../domain/contracts/news";
import { paths } from "../../../domain/paths";
import { formatDate } from "../../lib/format";
import { LockedIcon } from "../../components/ui/status-icons";

// Lists of news stories: the /news page, a company page's latest and the home page's. Each story
// says whether it was written from simulated or imported data, or imported from a news feed.

export function sourceLabel(source: NewsSummary["source"]): string {
  return source === "demo"
    ? "Written by a program from simulated data"
    : source === "import"
      ? "Written by a program from imported data"
      : "Imported news";
}

export function StoryMeta({ story }: { story: NewsSummary }) {
  return (
    <p className="text-xs text-slate-600">
      <time dateTime={story.publishedAt}>{formatDate(story.date)}</time>
      {" · "}
      {story.author.url ? (
        <Link to={story.author.url} className="underline">
          {story.author.name}
        </Link>
      ) : (
        story.author.name
      )}
      {" · "}
      <span data-testid="news-source">{sourceLabel(story.source)}</span>
    </p>
  );
}

export function CompanyLinks({ story }: { story: NewsSummary }) {
  if (story.companies.length === 0) return null;
  return (
    <p className="text-sm">
      <span className="sr-only">Companies in this story: </span>
      {story.companies.map((c, i) => (
        <span key={c.id}>
          {i > 0 ? ", " : null}
          <Link to={c.url} className="font-medium text-emerald-800 underline" title={c.name}>
            {c.ticker}
          </Link>
        </span>
      ))}
    </p>
  );
}

export function NewsList({ stories, headingLevel = 2 }: { stories: NewsSummary[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="divide-y divide-slate-200" data-testid="news-list">
      {stories.map((s) => (
        <li key={s.id} className="space-y-1 py-3">
          <Heading className="text-base font-semibold">
            <Link to={s.url} className="text-emerald-800 underline">
              {s.locked ? <LockedIcon className="mr-1 inline size-4" /> : null}
              {s.headline}
            </Link>
          </Heading>
          <StoryMeta story={s} />
          <p className="text-sm text-slate-700">{s.summary}</p>
          <CompanyLinks story={s} />
        </li>
      ))}
    </ul>
  );
}

/** A short list under a heading, with a link to the rest: the company and home pages. */
export function LatestNews({
  stories,
  title,
  moreHref = paths.news(),
  moreText = "All news",
}: {
  stories: NewsSummary[];
  title: string;
  moreHref?: string;
  moreText?: string;
}) {
  return (
    <section aria-labelledby="latest-news" className="space-y-2">
      <h2 id="latest-news" className="text-xl font-semibold">
        {title}
      </h2>
      {stories.length === 0 ? (
        <p className="text-slate-600">No news yet.</p>
      ) : (
        <NewsList stories={stories} headingLevel={3} />
      )}
      <Link to={moreHref} className="text-sm font-medium text-emerald-800 underline">
        {moreText}
      </Link>
    </section>
  );
}
