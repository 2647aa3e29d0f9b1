import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { buttonVariants } from "./button";
import { localeText } from "../../../domain/number-text";

// Numbered pages of a list (the screener, a sector's or an industry's companies): the total,
// Previous and Next, the first and last pages and the ones around the current one, as plain
// links, so paging works before (or without) the JavaScript and every page is an address.

/** The pages to show: 1, the current one with `around` on each side, the last; null marks a gap. */
export function pageNumbers(page: number, pages: number, around = 1): (number | null)[] {
  const shown = new Set<number>([1, pages]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pages) shown.add(p);
  // A gap of one page shows that page instead of an ellipsis.
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const last = out.at(-1);
    if (typeof last === "number" && p - last === 2) out.push(last + 1);
    else if (typeof last === "number" && p - last > 2) out.push(null);
    out.push(p);
  }
  return out;
}

interface Props {
  page: number;
  pageSize: number;
  total: number;
  /** The address of a page. */
  hrefFor: (page: number) => string;
  /** The navigation landmark's name ("Pages", "Pages of companies"). */
  label: string;
  /** What the list counts, singular and plural. */
  noun?: readonly [string, string];
  /** Keep the scroll position (a list in the middle of a page). */
  preventScrollReset?: boolean;
  className?: string;
}

export function Pagination({
  page,
  pageSize,
  total,
  hrefFor,
  label,
  noun = ["company", "companies"],
  preventScrollReset = false,
  className,
}: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const link = buttonVariants({ variant: "secondary", size: "sm" });
  return (
    <nav aria-label={label} className={cn("flex flex-wrap items-center justify-between gap-3 text-sm", className)}>
      <p data-testid="pagination-summary">
        Page {localeText(page)} of {localeText(pages)} · {localeText(total)} {total === 1 ? noun[0] : noun[1]}
      </p>
      {pages > 1 ? (
        <ul className="flex flex-wrap items-center gap-1">
          {page > 1 ? (
            <li>
              <Link
                to={hrefFor(Math.min(page - 1, pages))}
                className={link}
                rel="prev"
                preventScrollReset={preventScrollReset}
              >
                Previous
              </Link>
            </li>
          ) : null}
          {pageNumbers(Math.min(page, pages), pages).map((p, i) =>
            p === null ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-600">
                …
              </li>
            ) : (
              <li key={p}>
                <Link
                  to={hrefFor(p)}
                  aria-label={`Page ${p}`}
                  aria-current={p === page ? "page" : undefined}
                  preventScrollReset={preventScrollReset}
                  className={
                    p === page
                      ? buttonVariants({ size: "page", className: "border border-emerald-700" })
                      : buttonVariants({ variant: "secondary", size: "page" })
                  }
                >
                  {localeText(p)}
                </Link>
              </li>
            ),
          )}
          {page < pages ? (
            <li>
              <Link to={hrefFor(page + 1)} className={link} rel="next" preventScrollReset={preventScrollReset}>
                Next
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </nav>
  );
}
