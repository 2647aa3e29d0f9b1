/** A page's title and description, as the route modules' meta functions turn them into tags. */
export interface PageMeta {
  title: string;
  description: string;
}
