import { ensureTaxonomy } from "../../src/market/taxonomy-store";
import { createTestApp, type TestApp } from "./app";

/**
 * An app with the page cache on (tests turn it off elsewhere) and one rated company, Abc
 * Industries (NYSE:ABC, grade B), whose pages the page-cache tests ask for.
 */
export async function pageCacheApp(env: Record<string, string> = {}): Promise<{ app: TestApp; companyId: number }> {
  const app = await createTestApp({ PAGE_CACHE_MB: "16", ...env });
  await ensureTaxonomy(app.database.db);
  const [row] = await app.database.db
    .insertInto("companies")
    .values([
      { exchange: "NYSE", ticker: "ABC", name: "Abc Industries", source: "demo", sector_id: 10, industry_id: 137 },
    ])
    .returning("id")
    .execute();
  const companyId = row!.id;
  await app.database.db
    .insertInto("ratings_latest")
    .values({
      company_id: companyId,
      as_of: "2025-06-30",
      score: 77,
      grade: "B",
      grade_without_ai: "B",
      components: JSON.stringify([]),
    })
    .execute();
  return { app, companyId };
}
