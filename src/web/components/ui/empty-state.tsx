import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

// What a list says when it has nothing to show, and what to do about it.

export function EmptyState({
  title,
  children,
  className,
}: {
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("rounded-lg border border-dashed border-slate-300 px-6 py-8 text-center", className)}>
      <p className="font-semibold text-slate-900">{title}</p>
      {children ? <div className="mt-2 text-sm text-slate-700">{children}</div> : null}
    </div>
  );
}
