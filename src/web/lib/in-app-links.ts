import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

// Long tables link every row (a screener page of 50 rows has 100 company links, a sector page
// some 160 links in all). A React Router Link is a component with half a dozen hooks, and each
// one is rendered and committed again as the page hydrates (decision 041, fifth pass); the rows'
// links are plain anchors instead, and one click handler on the table navigates in the app as a
// Link would (an ordinary left click or Enter; a click with a modifier key, a middle click or a
// link with a target are left to the browser: a new tab or window).

/** The handler for a container of plain `<a href>` links to pages of this site. */
export function useInAppLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
    if ((link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== location.origin)
      return;
    event.preventDefault();
    void navigate(link.pathname + link.search + link.hash);
  };
}
