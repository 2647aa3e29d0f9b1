import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import type { MarketLabel } from "../../../domain/contracts/market";
import type { StrategyPagesReader } from "../../../domain/contracts/strategies";
import { HOUSE_STRATEGIES, houseStrategy } from "../../../domain/strategies/house";
import { companiesById, strategyRecord, strategyRecords } from "../../../db/repositories/strategy-records";
import { hasZenStrategies, type HasPlans } from "../../policies/strategies";
import {
  BOOKS_PER_PAGE,
  latestBookCompanyIds,
  presentDetail,
  presentSummary,
  strategiesCsv,
  visibleCompanyIds,
} from "../../presenters/strategies";

// The Zen Strategies pages' data for one request's viewer: records are public, books pass the
// policy in the presenter, and the export's rows are read only for a subscriber.

export function strategyPagesReader(db: Kysely<DB>, viewer: HasPlans, market: MarketLabel): StrategyPagesReader {
  return {
    async overview() {
      const rows = new Map((await strategyRecords(db)).map((r) => [r.strategyId, r]));
      return {
        strategies: HOUSE_STRATEGIES.map((house) => presentSummary(house, rows.get(house.id))),
        subscriber: hasZenStrategies(viewer),
        market,
      };
    },

    async strategy(id, page) {
      const house = houseStrategy(id);
      if (!house) return null;
      const record = await strategyRecord(db, house.id);
      const pages = record ? Math.max(1, Math.ceil(record.rebalances.length / BOOKS_PER_PAGE)) : 1;
      const at = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
      const companies = record ? await companiesById(db, visibleCompanyIds(viewer, record, at).ids) : new Map();
      return presentDetail(viewer, house, record, at, companies);
    },

    async export(id) {
      const houses = id === null ? HOUSE_STRATEGIES : [houseStrategy(id)].filter((h) => h !== undefined);
      if (houses.length === 0) return null;
      if (!hasZenStrategies(viewer)) return "locked";
      const records = (
        await Promise.all(houses.map(async (house) => ({ house, record: await strategyRecord(db, house.id) })))
      ).flatMap((r) => (r.record ? [{ house: r.house, record: r.record }] : []));
      const companies = await companiesById(db, latestBookCompanyIds(records.map((r) => r.record)));
      const asOf = records[0]?.record.asOf ?? market.asOf ?? "";
      return {
        filename: `zen-strategies-${id ?? "all"}${asOf ? `-${asOf}` : ""}.csv`,
        csv: strategiesCsv(records, companies),
      };
    },
  };
}
