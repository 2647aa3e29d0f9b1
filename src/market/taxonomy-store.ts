import type { Kysely, Transaction } from "kysely";
import type { DB } from "../db/schema";
import { INDUSTRIES, SECTORS } from "../domain/taxonomy";

/** Writes the fixed sector and industry taxonomy; safe to call before every load. */
export async function ensureTaxonomy(db: Kysely<DB> | Transaction<DB>): Promise<void> {
  await db
    .insertInto("sectors")
    .values(SECTORS.map((s) => ({ id: s.id, slug: s.slug, name: s.name })))
    .onConflict((oc) =>
      oc.column("id").doUpdateSet((eb) => ({ slug: eb.ref("excluded.slug"), name: eb.ref("excluded.name") })),
    )
    .execute();
  await db
    .insertInto("industries")
    .values(INDUSTRIES.map((i) => ({ id: i.id, sector_id: i.sectorId, slug: i.slug, name: i.name })))
    .onConflict((oc) =>
      oc.column("id").doUpdateSet((eb) => ({
        sector_id: eb.ref("excluded.sector_id"),
        slug: eb.ref("excluded.slug"),
        name: eb.ref("excluded.name"),
      })),
    )
    .execute();
}
