import type { Kysely } from "kysely";
import type { DB } from "../schema";

export interface AffiliateClick {
  slug: string;
  referringPage: string | null;
  userId: number | null;
}

export async function recordAffiliateClick(db: Kysely<DB>, click: AffiliateClick): Promise<void> {
  await db
    .insertInto("affiliate_clicks")
    .values({ slug: click.slug, referring_page: click.referringPage, user_id: click.userId })
    .execute();
}
