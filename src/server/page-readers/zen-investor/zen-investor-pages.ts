import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import type { MarketLabel } from "../../../domain/contracts/market";
import type { ZenInvestorPublicReader } from "../../../domain/contracts/zen-investor";
import type { HasPlans } from "../../policies/strategies";
import { zenInvestorPublicReader } from "./public-pages";

// Zen Investor's pages for one request's viewer: the public half here (public-pages.ts); the
// subscribers' dashboard adds its method from its own file.

export type ZenInvestorPagesReader = ZenInvestorPublicReader;

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
  return { ...zenInvestorPublicReader(db, viewer, market, sources.webinarBaseUrl) };
}
