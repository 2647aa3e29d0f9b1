import { Link } from "react-router";
import { PAGE_SIZE, PAGE_SIZES, type Screen } from "../../../domain/screener/screen";
import { cn } from "../../lib/cn";
import { withPageSize } from "./screen-url";

// Rows a page, 20, 50 or 100: links (the page size is the screen's `ps`), the current one marked.

export function PageSizeChoice({ screen, href }: { screen: Screen; href: (query: string) => string }) {
  const current = screen.pageSize ?? PAGE_SIZE;
  return (
    <nav aria-label="Rows per page" className="flex items-center gap-1 text-sm">
      <span className="mr-1 text-slate-700" aria-hidden="true">
        Rows:
      </span>
      {PAGE_SIZES.map((size) => (
        <Link
          key={size}
          to={href(withPageSize(screen, size))}
          preventScrollReset
          aria-label={`${size} rows per page`}
          aria-current={size === current ? "true" : undefined}
          className={cn(
            "rounded-md px-2 py-0.5",
            size === current
              ? "bg-emerald-700 font-semibold text-white"
              : "text-emerald-800 underline hover:bg-slate-100",
          )}
        >
          {size}
        </Link>
      ))}
    </nav>
  );
}
