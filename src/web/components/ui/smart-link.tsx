import type { ComponentProps, Ref } from "react";
import { Link } from "react-router";

type Props = Omit<ComponentProps<"a">, "href"> & { href: string; external?: boolean; ref?: Ref<HTMLAnchorElement> };

/** A client-side link for our own pages; a plain anchor, opening a new tab, for external ones. */
export function SmartLink({ href, external, children, ref, ...rest }: Props) {
  if (external) {
    return (
      <a ref={ref} href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link ref={ref} to={href} {...rest}>
      {children}
    </Link>
  );
}
