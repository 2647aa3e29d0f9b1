import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import type { NewsSummary } from "../../../domain/contracts/news";
import type { NewsAccess } from "../../policies/news";
import { ownWatchlist } from "../../policies/watchlists";
import { newsAboutCompanies } from "../news/news";

// A watchlist's news: the stories of /news (decision 057) that name one of its companies, read
// with the same access as /news, so a reader without Premium gets each story's public version and
// no story that is only a Premium value (a Zen Rating change). Owner only: anyone else's id is
// an unknown one.

export async function watchlistNewsPage(
  db: Kysely<DB>,
  userId: number,
  watchlistId: number,
  access: NewsAccess,
  page: { limit: number; page: number },
): Promise<{ articles: NewsSummary[]; hasMore: boolean }> {
  const watchlist = await ownWatchlist(db, userId, watchlistId);
  return newsAboutCompanies(db, watchlist.companyIds, access, page);
}
