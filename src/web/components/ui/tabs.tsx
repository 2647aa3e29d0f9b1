import { Tabs as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

// Tabs that change what is shown on the page, not the address (Radix: arrow keys move between
// tabs, Home/End jump, the panel is labelled by its tab). Tabs that change the address (the
// screener's) are links in a nav instead.

export const Tabs = Primitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof Primitive.List>) {
  return <Primitive.List className={cn("flex flex-wrap gap-1 border-b border-slate-200", className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      className={cn(
        "-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 data-[state=active]:border-emerald-700 data-[state=active]:text-emerald-800",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Content
      className={cn("pt-4 focus-visible:outline-2 focus-visible:outline-emerald-600", className)}
      {...props}
    />
  );
}
