import type { AnalystRatingValue } from "../contracts/company";
import { ReturnIndex } from "./benchmark";
import { addMonths } from "./dates";
import { callOutcome, directionOf, lastIndexOnOrBefore, type PriceSeries } from "./outcomes";
import { scoreAnalysts, type AnalystRef, type AnalystScore, type MeasuredCall } from "./scores";
import { topAnalystsByCompany, type CompanyTopAnalysts, type RatingRow } from "./top-analysts";

// The whole ranking at one date (decision 026), fed one company at a time so that a caller
// holds one company's prices at once: each company's calls are measured against its own
// prices as it comes, its daily returns go into the market's and its sector's index, and
// finish() subtracts the indices' returns over the same days, then scores and ranks.

export interface RatingInput {
  /** analyst_ratings.id */
  id: number;
  analystId: number;
  day: number;
  rating: AnalystRatingValue;
  priceTarget: number | null;
}

/** One rating's outcome, as analyst_call_outcomes stores it. */
export interface RatingOutcome {
  ratingId: number;
  analystId: number;
  companyId: number;
  sectorId: number | null;
  day: number;
  rating: AnalystRatingValue;
  direction: -1 | 0 | 1;
  priceTarget: number | null;
  priceAtCall: number | null;
  returns: [number | null, number | null, number | null];
  excessMarket: [number | null, number | null, number | null];
  excessSector: [number | null, number | null, number | null];
  callReturn: number | null;
  success: boolean | null;
  targetHit: boolean | null;
  targetHitOn: number | null;
  knownOn: number;
}

export interface Ranking {
  asOf: number;
  outcomes: RatingOutcome[];
  scores: AnalystScore[];
  companies: CompanyTopAnalysts[];
}

interface Pending {
  outcome: RatingOutcome;
  startDay: number | null;
  endDays: [number, number, number];
}

export class RankingBuilder {
  private readonly market: ReturnIndex;
  private readonly sectors = new Map<number, ReturnIndex>();
  private readonly pending: Pending[] = [];
  private readonly closes = new Map<number, number>();
  private readonly ratingRows: RatingRow[] = [];

  /** `firstDay`: the earliest day any price can have (indices start there). */
  constructor(
    readonly asOf: number,
    readonly firstDay: number,
  ) {
    this.market = new ReturnIndex(firstDay, asOf);
  }

  private sectorIndex(sectorId: number): ReturnIndex {
    let index = this.sectors.get(sectorId);
    if (!index) {
      index = new ReturnIndex(this.firstDay, this.asOf);
      this.sectors.set(sectorId, index);
    }
    return index;
  }

  /** One company: its prices (any days; those after the as-of date are not read) and its ratings. */
  addCompany(companyId: number, sectorId: number | null, series: PriceSeries, ratings: readonly RatingInput[]): void {
    const n = lastIndexOnOrBefore(series.day, this.asOf) + 1;
    this.market.addSeries(series.day, series.total, n);
    if (sectorId !== null) this.sectorIndex(sectorId).addSeries(series.day, series.total, n);
    if (n > 0) this.closes.set(companyId, series.close[n - 1]!);
    for (const r of ratings) {
      if (r.day > this.asOf) continue;
      const o = callOutcome(series, { day: r.day, rating: r.rating, priceTarget: r.priceTarget }, this.asOf);
      this.ratingRows.push({ ...r, companyId });
      this.pending.push({
        startDay: o.startDay,
        endDays: o.endDays,
        outcome: {
          ratingId: r.id,
          analystId: r.analystId,
          companyId,
          sectorId,
          day: r.day,
          rating: r.rating,
          direction: directionOf(r.rating),
          priceTarget: r.priceTarget,
          priceAtCall: o.priceAtCall,
          returns: o.returns,
          excessMarket: [null, null, null],
          excessSector: [null, null, null],
          callReturn: null,
          success: null,
          targetHit: o.targetHit,
          targetHitOn: o.targetHitOn,
          knownOn: addMonths(r.day, 12),
        },
      });
    }
  }

  finish(analysts: readonly AnalystRef[]): Ranking {
    const outcomes: RatingOutcome[] = [];
    const measured: MeasuredCall[] = [];
    for (const { outcome: o, startDay, endDays } of this.pending) {
      const sector = o.sectorId !== null ? this.sectors.get(o.sectorId) : undefined;
      for (let h = 0; h < 3; h++) {
        const r = o.returns[h];
        if (r === null || r === undefined || startDay === null) continue;
        o.excessMarket[h] = r - this.market.returnBetween(startDay, endDays[h]!);
        if (sector) o.excessSector[h] = r - sector.returnBetween(startDay, endDays[h]!);
      }
      const excess = o.excessSector[2] ?? o.excessMarket[2];
      if (o.direction !== 0 && excess !== null) {
        o.callReturn = o.direction * excess;
        o.success = o.callReturn > 0;
      }
      outcomes.push(o);
      measured.push({
        analystId: o.analystId,
        sectorId: o.sectorId,
        day: o.day,
        direction: o.direction,
        callReturn: o.callReturn,
        marketReturn: o.direction !== 0 && o.excessMarket[2] !== null ? o.direction * o.excessMarket[2] : null,
        targetHit: o.targetHit,
      });
    }
    const scores = scoreAnalysts(analysts, measured);
    const top = new Set(scores.filter((s) => s.isTop).map((s) => s.analystId));
    const companies = topAnalystsByCompany(
      this.ratingRows,
      (id) => top.has(id),
      (id) => this.closes.get(id) ?? null,
      this.asOf,
    );
    return { asOf: this.asOf, outcomes, scores, companies };
  }
}
