import { cn } from "../../lib/cn";

// A placeholder while something loads. Hidden from screen readers: the loading state is said once
// by the region that waits (aria-busy or a status line), not by every grey bar.

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-slate-200", className)} />;
}
