import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import { companiesById } from "../../../db/repositories/strategy-records";
import type { MarketLabel } from "../../../domain/contracts/market";
import type { ZenInvestorPublicReader } from "../../../domain/contracts/zen-investor";
import { fillOf, ledgerEntries, ledgerEntry, ledgerHead } from "../../../db/repositories/zen-investor-alerts";
import { marketUpdateIds, readMarketUpdate, readRecord, sectorNames } from "../../../market/zen-investor/record-store";
import { videoUrl, webinarList } from "../../content/webinars";
import type { HasPlans } from "../../policies/strategies";
import { hasZenInvestor, lockedFrom } from "../../policies/zen-investor";
import {
  alertIdsByFill,
  asOfOf,
  pastTradesPage,
  presentAlert,
  presentLanding,
  presentPastTrades,
} from "../../presenters/zen-investor";

// Zen Investor's public pages for one request's viewer (decision 063): the record, the past
// trades, the alerts, the market updates, the webinars and the ledger, each cut by the policy
// before it leaves the server. A non-subscriber's ledger is read only up to the delay, so the
// entries they may not see are never even loaded.

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function zenInvestorPublicReader(
  db: Kysely<DB>,
  viewer: HasPlans,
  market: MarketLabel,
  webinarBaseUrl: string | undefined,
): ZenInvestorPublicReader {
  /** Entries dated from this day on are left out for this viewer (undefined: none are). */
  const cutFor = (asOf: string): string | undefined => (hasZenInvestor(viewer) ? undefined : lockedFrom(asOf));

  return {
    async landing() {
      const record = await readRecord(db);
      const asOf = asOfOf(market, record);
      const [ledger, updates] = await Promise.all([ledgerHead(db, cutFor(asOf)), marketUpdateIds(db)]);
      const webinars = webinarList().map(({ id, title, date }) => ({ id, title, date }));
      return presentLanding(viewer, market, record, ledger, updates, webinars);
    },

    async pastTrades(page) {
      const record = await readRecord(db);
      const asOf = asOfOf(market, record);
      const slice = pastTradesPage(viewer, record, asOf, page);
      const [companies, entries] = await Promise.all([
        companiesById(
          db,
          slice.rows.map((p) => p.companyId),
        ),
        slice.rows.length > 0 ? ledgerEntries(db, cutFor(asOf)) : Promise.resolve([]),
      ]);
      return presentPastTrades(viewer, market, record, slice, companies, alertIdsByFill(entries));
    },

    async alert(side, id) {
      if (!Number.isSafeInteger(id) || id < 1) return null;
      const entry = await ledgerEntry(db, id);
      if (!entry || entry.kind !== "alert" || entry.side !== side) return null;
      const record = await readRecord(db);
      const asOf = asOfOf(market, record);
      const fill = await fillOf(db, entry);
      const position =
        side === "sell" && fill
          ? (record?.positions.find((p) => p.companyId === entry.companyId && p.exitDate === fill.date) ?? null)
          : null;
      const presented = presentAlert(viewer, asOf, entry, fill, position, new Map());
      if (presented.locked) return presented;
      return presentAlert(viewer, asOf, entry, fill, position, await companiesById(db, [entry.companyId]));
    },

    async marketUpdate(id) {
      if (!MONTH.test(id)) return null;
      const update = await readMarketUpdate(db, id);
      if (!update) return null;
      const [ids, names] = await Promise.all([marketUpdateIds(db), sectorNames(db)]);
      const at = ids.indexOf(id);
      return {
        market,
        update,
        sectorNames: names,
        previous: ids[at + 1] ?? null,
        next: at > 0 ? ids[at - 1]! : null,
      };
    },

    async webinar(id) {
      const w = webinarList().find((x) => x.id === id);
      if (!w) return null;
      return {
        id: w.id,
        title: w.title,
        date: w.date,
        description: w.description,
        videoUrl: videoUrl(webinarBaseUrl, w),
      };
    },

    async ledger() {
      const record = await readRecord(db);
      const asOf = record || market.asOf ? asOfOf(market, record) : null;
      return { asOf, entries: await ledgerEntries(db, asOf === null ? undefined : cutFor(asOf)) };
    },
  };
}
