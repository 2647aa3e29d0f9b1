import { data } from "react-router";
import type { Route } from "./+types/export-one";
import { houseStrategy } from "../../../domain/strategies/house";
import { pageContext } from "../../lib/page-context";
import { exportFor } from "../../features/strategies/export-answer";
import { ExportUpsell } from "../../features/strategies/export-upsell";

// /stock-strategies/export/{id}: one strategy's current holdings and latest trades as CSV for a
// subscriber; the upsell page for anyone else, who never receives the rows.

export const middleware: Route.MiddlewareFunction[] = [
  async ({ context, request, params }, next) =>
    (await exportFor(pageContext(context).strategyPages, request, params.id)) ?? next(),
];

export async function loader({ context, params }: Route.LoaderArgs) {
  const answer = await pageContext(context).strategyPages.export(params.id);
  if (answer === null) throw data(null, { status: 404, statusText: "Not Found" });
  return { subscriber: answer !== "locked", name: houseStrategy(params.id)?.name ?? null };
}

export function meta() {
  return [{ title: "Zen Strategies: Export · OpenZen" }, { name: "robots", content: "noindex" }];
}

export default function ExportOnePage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="py-6">
      <h1 className="text-3xl font-bold">Zen Strategies: Export</h1>
      <ExportUpsell name={loaderData.name} subscriber={loaderData.subscriber} />
    </div>
  );
}
