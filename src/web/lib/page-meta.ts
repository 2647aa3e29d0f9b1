/** A page's title and description, as the route modules' meta functions turn them into tags. */
export interface PageMeta {
  title: string;
  description: string;
}

/**
 * The loader's data with the page's title and description, written on the server: the writers
 * (and the formatting they use) stay out of the browser's code (decision 041). The route's
 * `meta` reads them back with `metaTags(loaderData?.meta)`.
 */
export function withMeta<T extends object>(data: T, write: (data: T) => PageMeta): T & { meta: PageMeta } {
  return { ...data, meta: write(data) };
}

/** React Router meta descriptors; none while the page is a 404 (the error page sets its own title). */
export function metaTags(meta: PageMeta | null | undefined) {
  if (!meta) return [];
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
  ];
}
