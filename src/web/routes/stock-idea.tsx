import { data } from "react-router";
import { STOCK_IDEA_SLUGS } from "../../domain/paths";
import type { Route } from "./+types/stock-idea";
import ComingSoon from "./coming-soon";

const KNOWN = new Set<string>([...STOCK_IDEA_SLUGS, "strong-buy-stocks-today"]);

export function loader({ params }: Route.LoaderArgs) {
  if (!KNOWN.has(params.slug)) throw data(null, { status: 404, statusText: "Not Found" });
  return null;
}

export default ComingSoon;
