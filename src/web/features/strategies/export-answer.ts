import type { StrategyExport, StrategyPagesReader } from "../../../domain/contracts/strategies";

// The exports' addresses answer a subscriber with the CSV itself and anyone else with the
// upsell page. The CSV goes out from the route's middleware, before any page is rendered; a
// client navigation (.data) never gets it, so links to an export load the document.

export function csvResponse(file: StrategyExport): Response {
  return new Response(file.csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${file.filename}"`,
      // One subscriber's answer: no shared cache may keep it.
      "cache-control": "private, no-store",
    },
  });
}

/** The CSV for a subscriber's document request; undefined when the page should answer instead. */
export async function exportFor(
  reader: StrategyPagesReader,
  request: Request,
  id: string | null,
): Promise<Response | undefined> {
  if (new URL(request.url).pathname.endsWith(".data")) return undefined;
  const file = await reader.export(id);
  return file && file !== "locked" ? csvResponse(file) : undefined;
}
