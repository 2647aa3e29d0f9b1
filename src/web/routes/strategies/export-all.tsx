import { data } from "react-router";
import type { Route } from "./+types/export-all";
import { pageContext } from "../../lib/page-context";
import { exportFor } from "../../features/strategies/export-answer";
import { ExportUpsell } from "../../features/strategies/export-upsell";

// /stock-strategies/export: every house strategy's current holdings and latest trades as CSV for
// a subscriber; the upsell page for anyone else, who never receives the rows.

export const middleware: Route.MiddlewareFunction[] = [
  async ({ context, request }, next) => (await exportFor(pageContext(context).strategyPages, request, null)) ?? next(),
];

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await pageContext(context).strategyPages.export(null);
  if (answer === null) throw data(null, { status: 404, statusText: "Not Found" });
  return { subscriber: answer !== "locked" };
}

export function meta() {
  return [{ title: "Zen Strategies: Export · OpenZen" }, { name: "robots", content: "noindex" }];
}

export default function ExportAllPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="py-6">
      <h1 className="text-3xl font-bold">Zen Strategies: Export</h1>
      <ExportUpsell name={null} subscriber={loaderData.subscriber} />
    </div>
  );
}
