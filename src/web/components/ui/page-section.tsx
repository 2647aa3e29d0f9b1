import { useId, type ReactNode } from "react";

// A titled part of a company page: a landmark named by its level-2 heading, so the headings of
// every page run h1 (the company) → h2 (sections) → h3 (parts of a section).

interface Props {
  title: string;
  children: ReactNode;
  className?: string;
  /** Extra text beside the heading (an as-of date, a count). */
  aside?: ReactNode;
}

export function PageSection({ title, children, className = "", aside }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`min-w-0 rounded-lg border border-slate-200 p-4 sm:p-6 ${className}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {aside ? <div className="text-sm text-slate-600">{aside}</div> : null}
      </div>
      {children}
    </section>
  );
}
