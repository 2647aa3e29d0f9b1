import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

// The one button of the site. A link that looks like a button takes its classes from
// `buttonVariants` (<Link className={buttonVariants()}>), so it is still a link for keyboard and
// screen reader, with no slot component in every page's code.

const variants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:pointer-events-none disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-emerald-700 text-white hover:bg-emerald-800 dark:hover:bg-emerald-600",
        secondary: "border border-slate-300 bg-surface text-slate-900 hover:bg-slate-50",
        ghost: "text-slate-700 hover:bg-slate-100",
        link: "text-emerald-800 underline hover:text-emerald-900",
      },
      size: {
        // A dense table's (the screener's Watch): 24 px tall, WCAG 2.2's least target.
        xs: "min-h-6 px-2 py-0.5 text-xs",
        sm: "px-3 py-1 text-sm",
        md: "px-4 py-2",
        lg: "px-5 py-3",
        header: "px-3 py-2 text-sm",
        // The phone drawer's sign-in and sign-up, side by side at the drawer's text size.
        drawer: "flex-1 px-3 py-2 text-base",
        // A page number: square at the least, for a one-digit number.
        page: "min-w-9 px-2 py-1 text-sm",
        none: "",
      },
      block: { true: "w-full", false: "" },
    },
    defaultVariants: { variant: "primary", size: "md", block: false },
  },
);

export type ButtonVariants = VariantProps<typeof variants>;

/**
 * A button's classes. Callers add only classes the button does not set (`cn` does not merge):
 * a look of their own is a variant here. A link-looking button has no padding, so its text lines
 * up with the text around it.
 */
export function buttonVariants({ className, ...options }: ButtonVariants & { className?: string } = {}): string {
  return cn(variants({ ...options, size: options.variant === "link" ? "none" : options.size }), className);
}

type Props = ComponentProps<"button"> & ButtonVariants;

export function Button({ className, variant, size, block, type, ...props }: Props) {
  return (
    <button type={type ?? "button"} className={cn(buttonVariants({ variant, size, block }), className)} {...props} />
  );
}
