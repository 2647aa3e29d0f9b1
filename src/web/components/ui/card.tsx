import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

// A bordered box for a group of figures. A titled, landmark part of a page is a PageSection.

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("min-w-0 rounded-lg border border-slate-200 bg-surface p-4 sm:p-6", className)} {...props} />
  );
}
