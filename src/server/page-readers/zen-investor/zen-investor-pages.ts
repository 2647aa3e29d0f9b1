import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import type { MarketLabel } from "../../../domain/contracts/market";
import type { ZenInvestorPublicReader } from "../../../domain/contracts/zen-investor";
import type { HasPlans } from "../../policies/strategies";
import { zenInvestorDashboardReader, type ZenInvestorDashboardReader } from "./dashboard";
import { zenInvestorPublicReader } from "./public-pages";

// Zen Investor's pages for one request's viewer: the public half (public-pages.ts) and the
// subscribers' dashboard (dashboard.ts).

export type ZenInvestorPagesReader = ZenInvestorPublicReader & ZenInvestorDashboardReader;

export interface ZenInvestorSources {
  /** WEBINAR_VIDEO_BASE_URL: where the recorded sessions are hosted (not by us). */
  webinarBaseUrl?: string;
}

export function zenInvestorPagesReader(
  db: Kysely<DB>,
  viewer: HasPlans,
  market: MarketLabel,
  sources: ZenInvestorSources,
): ZenInvestorPagesReader {
  return {
    ...zenInvestorPublicReader(db, viewer, market, sources.webinarBaseUrl),
    ...zenInvestorDashboardReader(db, viewer, market),
  };
}
