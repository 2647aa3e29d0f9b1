import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

// A short label (a status, a tag). Its colour is never the only carrier of its meaning: the text is.

export const badgeVariants = cva("inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold", {
  variants: {
    tone: {
      neutral: "bg-slate-100 text-slate-800",
      good: "bg-emerald-100 text-emerald-900",
      warning: "bg-amber-100 text-amber-900",
      bad: "bg-red-100 text-red-900",
      premium: "bg-emerald-700 text-white",
    },
  },
  defaultVariants: { tone: "neutral" },
});

export function Badge({ className, tone, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
