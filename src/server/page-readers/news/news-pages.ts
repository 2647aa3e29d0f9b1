import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import type { NewsPagesReader } from "../../../domain/contracts/news";
import type { Session } from "../../../domain/contracts/session";
import { newsAccessFor } from "../../policies/news";
import {
  companyNews,
  latestNews,
  listNews,
  newsByAuthor,
  newsSectors,
  readNewsArticle,
} from "../../services/news/news";

// The news pages, a company page's latest stories and the home page's: each in the version the
// request's session may read (decided once, in policies/news.ts).

export function newsPagesReader(db: Kysely<DB>, session: Session): NewsPagesReader {
  const access = newsAccessFor(session);
  return {
    async list(query) {
      const [result, sectors] = await Promise.all([listNews(db, query, access), newsSectors(db)]);
      return "unknown" in result ? result : { ...result, sectors };
    },
    article: (id) => readNewsArticle(db, id, access),
    forCompany: (companyId) => companyNews(db, companyId, access),
    latest: () => latestNews(db, access),
    byAuthor: (author) => newsByAuthor(db, author, access),
  };
}
