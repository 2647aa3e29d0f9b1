import type { Kysely } from "kysely";
import type { SessionUser } from "../../../db/repositories/sessions";
import type { DB } from "../../../db/schema";
import type { MarketLabel } from "../../../domain/contracts/market";
import type { Portfolio, PortfolioReport } from "../../../domain/contracts/portfolios";
import { AppError } from "../../errors";
import { entitlementsFor } from "../../policies/entitlements";
import { presentPortfolio } from "../../presenters/portfolios";
import type { LiveScreener } from "../../screener/live-screener";
import { portfolioReport } from "../../services/portfolios/portfolio-report";
import { listOwnPortfolios } from "../../services/portfolios/portfolios";
import { withUniverseList } from "../../screener/universe";
import { decodeScreen } from "../../../domain/screener/codec";
import type { Screen } from "../../../domain/screener/screen";
import { universeWords } from "../../../domain/screener/universe-words";

export interface PortfolioPagesReader {
  /** The member's portfolios; null for a guest. */
  list(): Promise<Portfolio[] | null>;
  /** One of the member's portfolios as its page shows it; undefined when it is not theirs. */
  report(id: number): Promise<PortfolioReport | undefined>;
  /**
   * A screener query with its `u` (the member's portfolio or watchlist) written as the company
   * filter, with the list named and the screen the address holds besides `u` (what the page's
   * links change, null when malformed); the refusal (404 for someone else's list, 400 for a
   * malformed one) otherwise.
   */
  restrictToList(
    query: string,
  ): Promise<
    | { ok: true; query: string; universe: { u: string; words: string; screen: Screen | null } }
    | { ok: false; status: number; message: string }
  >;
}

/** /users/portfolios and /users/portfolios/{id}: the API's own service and report, for the owner only. */
export function portfolioPagesReader(
  db: Kysely<DB>,
  screener: LiveScreener,
  marketLabel: () => Promise<MarketLabel>,
  user: SessionUser | undefined,
): PortfolioPagesReader {
  return {
    async list() {
      if (!user) return null;
      return (await listOwnPortfolios(db, user.userId)).map(presentPortfolio);
    },
    async restrictToList(query) {
      try {
        const { query: restricted, list } = await withUniverseList(db, user, query);
        if (!list) throw new AppError("SCREENER_QUERY_INVALID", "The parameter u is missing.", { parameter: "u" });
        const own = decodeScreen(
          query
            .split("&")
            .filter((p) => !p.startsWith("u="))
            .join("&"),
        );
        const u = `${list.kind}:${list.id}`;
        return {
          ok: true,
          query: restricted,
          universe: { u, words: universeWords({ ...list })!, screen: own.ok ? own.screen : null },
        };
      } catch (e) {
        if (e instanceof AppError && e.statusCode < 500) return { ok: false, status: e.statusCode, message: e.message };
        throw e;
      }
    },
    async report(id) {
      if (!user || !Number.isSafeInteger(id) || id <= 0) return undefined;
      const { hasPremium } = entitlementsFor(user.planTypes, user.everPremium);
      try {
        return await portfolioReport(
          { db, marketVersion: screener.marketVersion, market: await marketLabel() },
          user.userId,
          id,
          hasPremium,
        );
      } catch (e) {
        if (e instanceof AppError && e.code === "PORTFOLIO_NOT_FOUND") return undefined;
        throw e;
      }
    },
  };
}
