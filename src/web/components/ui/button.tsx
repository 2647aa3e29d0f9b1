import { cva, type VariantProps } from "class-variance-authority";
import { Children, cloneElement, type ComponentProps, type ReactElement } from "react";
import { cn } from "../../lib/cn";

// The one button of the site. `asChild` lends its look to a link (<Button asChild><Link/></Button>)
// so that a link that looks like a button is still a link for keyboard and screen reader.

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:pointer-events-none disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-emerald-700 text-white hover:bg-emerald-800 dark:hover:bg-emerald-600",
        secondary: "border border-slate-300 bg-surface text-slate-900 hover:bg-slate-50",
        ghost: "text-slate-700 hover:bg-slate-100",
        link: "px-0 py-0 text-emerald-800 underline hover:text-emerald-900",
      },
      size: {
        // A dense table's (the screener's Watch): 24 px tall, WCAG 2.2's least target.
        xs: "min-h-6 px-2 py-0.5 text-xs",
        sm: "px-3 py-1 text-sm",
        md: "px-4 py-2",
        lg: "px-5 py-3",
        header: "px-3 py-2 text-sm",
      },
      block: { true: "w-full", false: "" },
    },
    compoundVariants: [{ variant: "link", className: "px-0 py-0" }],
    defaultVariants: { variant: "primary", size: "md", block: false },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

interface Props extends ComponentProps<"button">, ButtonVariants {
  asChild?: boolean;
}

export function Button({ className, variant, size, block, asChild = false, type, ...props }: Props) {
  const classes = cn(buttonVariants({ variant, size, block }), className);
  if (asChild) return lendTo(Children.only(props.children) as ReactElement<Record<string, unknown>>, classes, props);
  return <button type={type ?? "button"} className={classes} {...props} />;
}

/**
 * `asChild`: the child element with the button's props, as Radix's Slot merges them (its own
 * props win, both handlers run, the classes are joined), without loading Slot with every page
 * (decision 041).
 */
function lendTo(child: ReactElement<Record<string, unknown>>, className: string, props: ComponentProps<"button">) {
  const { children: _, ...lent } = props;
  const own = child.props;
  const merged: Record<string, unknown> = { ...lent, ...own };
  for (const [key, value] of Object.entries(lent)) {
    const mine = own[key];
    if (/^on[A-Z]/.test(key) && typeof value === "function" && typeof mine === "function") {
      merged[key] = (...args: unknown[]) => {
        (mine as (...a: unknown[]) => void)(...args);
        (value as (...a: unknown[]) => void)(...args);
      };
    }
  }
  if (lent.style && own.style) merged.style = { ...lent.style, ...(own.style as object) };
  merged.className = [className, own.className].filter(Boolean).join(" ");
  return cloneElement(child, merged);
}
