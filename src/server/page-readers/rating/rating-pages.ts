import type { Kysely } from "kysely";
import type { RatingPagesReader } from "../../../domain/contracts/rating";
import type { Session } from "../../../domain/contracts/session";
import { isoOf } from "../../../domain/rating/company-history";
import { gradeOfCode } from "../../../domain/rating/ranking";
import type { DB } from "../../../db/schema";
import {
  findGroupBySlug,
  findLatestRating,
  findRatingFactors,
  findRatingHistory,
  findRatingRun,
  listRatedCompanies,
  marketSource,
} from "../../../db/repositories/ratings";
import { decodeRatingHistory } from "../../../market/rating/history-codec";
import { decodeFactorSnapshot } from "../../../market/rating/factor-codec";
import { explainRating, type RatingExplanation } from "../../../domain/rating/explanation";
import type { StoredRunSummary } from "../../../domain/rating/run-summary";
import { presentCompanyRating, presentExplainer, presentGroupPage, rankGroups } from "../../presenters/rating-pages";

// The Zen Rating pages' data for one request (React Router load context). Without Premium
// (lockCompanies) the grades are never read into the response.

type RatedCompanies = Awaited<ReturnType<typeof listRatedCompanies>>;
type RatingRun = Awaited<ReturnType<typeof findRatingRun>>;

// The rankings read every listed company (6,000 rows, 100 to 400 ms under load) and the pages
// the rating run with its backtest. Under a market version (src/market/market-version.ts: every pipeline run
// that changes the market writes a new one, and the live screener reads it) a reading is kept
// until the version changes: the companies' grades and the run change only with the market, so
// a sector page no longer reads 6,000 rows per visit (data read once per market date).
// Without a version (test fixtures, whose data tests change behind the pages) nothing is kept,
// but requests that ask while a reading is under way share it rather than each start their own,
// so 200 visitors of /industries at once cost one reading, not 200 in a queue.
interface Reading<T> {
  version: string | null;
  value: Promise<T>;
}
function shared<T>(
  readings: WeakMap<Kysely<DB>, Reading<T>>,
  db: Kysely<DB>,
  version: string | null,
  read: () => Promise<T>,
): Promise<T> {
  const current = readings.get(db);
  if (current && current.version === version) return current.value;
  const value = read();
  const reading = { version, value };
  readings.set(db, reading);
  // An unversioned reading is dropped once answered; a failed one whatever its version.
  const drop = () => {
    if (readings.get(db) === reading) readings.delete(db);
  };
  value.then(version === null ? drop : undefined, drop);
  return value;
}
const companyReadings = new WeakMap<Kysely<DB>, Reading<RatedCompanies>>();
const runReadings = new WeakMap<Kysely<DB>, Reading<RatingRun>>();
const ratedCompanies = (db: Kysely<DB>, version: string | null) =>
  shared(companyReadings, db, version, () => listRatedCompanies(db));
const ratingRun = (db: Kysely<DB>, version: string | null) => shared(runReadings, db, version, () => findRatingRun(db));

// The groups ranked from one shared reading, once per kind and visitor kind.
const ranked = new WeakMap<RatedCompanies, Map<string, ReturnType<typeof rankGroups>>>();
function rankedGroups(rows: RatedCompanies, kind: "sector" | "industry", locked: boolean) {
  let byKey = ranked.get(rows);
  if (!byKey) ranked.set(rows, (byKey = new Map()));
  const key = `${kind}:${locked}`;
  let groups = byKey.get(key);
  if (!groups) byKey.set(key, (groups = rankGroups(rows, kind, locked)));
  return groups;
}

/**
 * Why the grade is what it is, from the factors the rating run kept (decision 038): null when it
 * kept none for this company or they are of another date than the rating shown.
 */
async function explanation(
  db: Kysely<DB>,
  version: string | null,
  companyId: number,
  ratingAsOf: string,
): Promise<RatingExplanation | null> {
  const [row, run] = await Promise.all([findRatingFactors(db, companyId), ratingRun(db, version)]);
  if (!row || row.asOf !== ratingAsOf) return null;
  const now = decodeFactorSnapshot(row.data);
  if (!now) return null;
  const before = row.previous && row.previousAsOf ? decodeFactorSnapshot(row.previous) : null;
  const aiWeights = (run?.summary as StoredRunSummary | undefined)?.model?.aiWeights ?? null;
  return explainRating(
    { asOf: row.asOf, ...now },
    before && row.previousAsOf ? { asOf: row.previousAsOf, ...before } : null,
    aiWeights,
  );
}

/**
 * `marketVersion`: the market's version as the live screener last read it (null: none, so
 * nothing is kept between requests).
 */
export function ratingPagesReader(
  db: Kysely<DB>,
  session: Pick<Session, "lockCompanies">,
  marketVersion: string | null = null,
): RatingPagesReader {
  const locked = session.lockCompanies;
  return {
    async companyRating(companyId) {
      const [row, packed] = await Promise.all([
        findLatestRating(db, companyId),
        locked ? null : findRatingHistory(db, companyId),
      ]);
      const history = packed
        ? decodeRatingHistory(packed).flatMap((h) => {
            const grade = gradeOfCode(h.grade);
            return grade ? [{ date: isoOf(h.day), grade }] : [];
          })
        : [];
      // Premium only: without it the factors are not even read.
      const explained = !locked && row ? await explanation(db, marketVersion, companyId, row.asOf) : null;
      return presentCompanyRating(row, history, locked, explained);
    },
    async explainer() {
      const [run, source] = await Promise.all([ratingRun(db, marketVersion), marketSource(db)]);
      return presentExplainer(run, source);
    },
    async ranking(kind) {
      const [rows, run] = await Promise.all([ratedCompanies(db, marketVersion), ratingRun(db, marketVersion)]);
      return { kind, asOf: run?.asOf ?? null, groups: rankedGroups(rows, kind, locked) };
    },
    async group(kind, slug, page = 1) {
      if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null;
      const found = await findGroupBySlug(db, kind, slug);
      if (!found) return null;
      const rows = await ratedCompanies(db, marketVersion);
      const ranks = rankedGroups(rows, kind, locked);
      const group = ranks.find((g) => g.slug === slug);
      // A group none of whose companies is rated (a small market) has no rank to show.
      if (!group) return null;
      const members = rows.filter((r) => (kind === "industry" ? r.industryId : r.sectorId) === found.id);
      const children =
        kind === "sector"
          ? rankedGroups(rows, "industry", locked).filter((i) => members.some((m) => m.industrySlug === i.slug))
          : [];
      return presentGroupPage(kind, group, children, members, locked, page);
    },
  };
}
