/** A page's title and description, as the route modules' meta functions turn them into tags. */
export interface PageMeta {
  title: string;
  description: string;
}

/** React Router meta descriptors; none while the page is a 404 (the error page sets its own title). */
export function metaTags(meta: PageMeta | null) {
  if (!meta) return [];
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
  ];
}
