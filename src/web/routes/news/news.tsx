import { data, Form, Link } from "react-router";
import type { Route } from "./+types/news";
import { newsQuerySchema, NEWS_PAGE_SIZE } from "../../../domain/contracts/news";
import { paths, withQuery } from "../../../domain/paths";
import { metaTags, withMeta } from "../../lib/page-meta";
import { pageContext } from "../../lib/page-context";
import { NewsList } from "../../features/news/news-list";
import { Pagination } from "../../components/ui/pagination";
import { buttonVariants } from "../../components/ui/button";

// /news: the newest stories first, filtered by sector and company (a ticker), paged. The filters
// are a plain GET form, so every filtered page is an address and works before scripts load.

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const raw = Object.fromEntries(
    ["sector", "company", "page"].flatMap((k) => (search.get(k) ? [[k, search.get(k)!.trim()]] : [])),
  );
  const parsed = newsQuerySchema.safeParse(raw);
  if (!parsed.success) throw data(null, { status: 400, statusText: "Bad Request" });
  const result = await pageContext(context).newsPages.list(parsed.data);
  if ("unknown" in result) throw data(null, { status: 404, statusText: "Not Found" });
  return withMeta({ ...result, market: pageContext(context).market }, (r) => {
    const sector = r.sectors.find((s) => s.slug === r.filters.sector)?.name;
    const about = [r.filters.company, sector].filter(Boolean).join(", ");
    return {
      title: `${about ? `${about} news` : "Market news"}${r.page > 1 ? `, page ${r.page}` : ""} · OpenZen`,
      description:
        "Market news written from the data OpenZen holds: earnings against estimates, dividend changes, analysts' calls, notable moves and the daily market wrap.",
    };
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.meta);
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { articles, page, total, filters, sectors, market } = loaderData;
  const hrefFor = (p: number) =>
    withQuery(paths.news(), {
      sector: filters.sector ?? undefined,
      company: filters.company ?? undefined,
      page: p > 1 ? String(p) : undefined,
    });
  return (
    <div className="mx-auto max-w-3xl space-y-6 py-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">News</h1>
        <p className="text-slate-600">
          Stories written by a program from the data OpenZen holds
          {market.source === "demo" ? " (a simulated demo market: invented companies, not real prices)" : ""}, and news
          imported from feeds. Each says how it was made.{" "}
          <a href="/news/feed.xml" className="underline">
            RSS
          </a>{" "}
          ·{" "}
          <a href="/news/atom.xml" className="underline">
            Atom
          </a>
        </p>
      </header>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filter the news">
        <label className="flex flex-col text-sm">
          Sector
          <select
            name="sector"
            defaultValue={filters.sector ?? ""}
            className="mt-1 rounded border border-slate-300 bg-white px-2 py-1.5 dark:bg-slate-900"
          >
            <option value="">All sectors</option>
            {sectors.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          Company ticker
          <input
            name="company"
            defaultValue={filters.company ?? ""}
            placeholder="e.g. ACME"
            maxLength={10}
            className="mt-1 w-32 rounded border border-slate-300 px-2 py-1.5 uppercase"
          />
        </label>
        <button type="submit" className={buttonVariants({ size: "sm" })}>
          Filter
        </button>
        {filters.sector || filters.company ? (
          <Link to={paths.news()} className="text-sm underline">
            Clear filters
          </Link>
        ) : null}
      </Form>
      {articles.length === 0 ? (
        <p className="text-slate-600">No stories match these filters.</p>
      ) : (
        <NewsList stories={articles} />
      )}
      <Pagination
        page={page}
        pageSize={NEWS_PAGE_SIZE}
        total={total}
        hrefFor={hrefFor}
        label="Pages of news"
        noun={["story", "stories"]}
      />
    </div>
  );
}
