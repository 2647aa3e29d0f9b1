import type { Kysely } from "kysely";
import type { Session } from "../../../domain/contracts/session";
import type {
  ScreenerCatalogue,
  ScreenerPageError,
  ScreenerPagesReader,
  ScreenerResponse,
} from "../../../domain/screener/contract";
import type { DB } from "../../../db/schema";
import { listSavedScreeners } from "../../../db/repositories/saved-screeners";
import { AppError } from "../../errors";
import { missingReasonsOf, type MarketSource } from "../../../domain/screener/missing-reasons";
import { groupScreen } from "../../screener/group-screen";
import {
  presentSavedScreener,
  savedScreenCount,
  savedScreenFilters,
  savedScreenLists,
  savedScreenWords,
} from "../../screener/present-saved";
import { catalogueJsonFor, screenResponseJson } from "../../screener/present-screen";
import { assertScreenAllowed, resolveScreen } from "../../screener/resolve-screen";
import type { LiveScreener } from "../../screener/live-screener";

// The screener pages' data, for React Router's load context: the same screens the API answers,
// locked by the same policy, for the request's session.

/** A client error becomes the page's error answer; anything else is a fault and propagates. */
function refusal(error: unknown): ScreenerPageError {
  if (error instanceof AppError && (error.statusCode === 400 || error.statusCode === 403 || error.statusCode === 404)) {
    return { ok: false, status: error.statusCode, code: error.code, message: error.message };
  }
  throw error;
}

/** `source` is the served market's, so that a missing figure's reason is true of it. */
export function screenerPagesReader(
  live: LiveScreener,
  db: Kysely<DB>,
  session: Session,
  source: MarketSource,
): ScreenerPagesReader {
  return {
    screen(query, slug, kind) {
      try {
        const resolved = resolveScreen(query.startsWith("?") ? query.slice(1) : query, slug, kind);
        assertScreenAllowed(resolved.screen, session);
        const data = JSON.parse(screenResponseJson(live.snapshot, resolved, session)) as ScreenerResponse;
        return {
          ok: true,
          data,
          catalogue: JSON.parse(catalogueJsonFor(session)) as ScreenerCatalogue,
          // The response's queryString is this screen written out (decodeScreen reads it back as is).
          screen: resolved.screen,
          missingReasons: missingReasonsOf(data, source),
        };
      } catch (error) {
        return refusal(error);
      }
    },
    groupScreen(kind, groupId, query) {
      try {
        return { ok: true, ...groupScreen(live.snapshot, session, kind, groupId, query, source) };
      } catch (error) {
        return refusal(error);
      }
    },
    async savedScreeners() {
      if (!session.signedIn || session.id === null) return null;
      const rows = await listSavedScreeners(db, session.id);
      const lists = await savedScreenLists(db, session.id, rows);
      return rows.map((row) => ({
        ...presentSavedScreener(row, lists),
        // Its list deleted, the screen no longer runs; its filters may still open over the whole market.
        wholeMarketUrl:
          row.universe && !lists.get(row.universe) ? presentSavedScreener({ ...row, universe: null }).url : null,
        filterWords: savedScreenWords(row.filters),
        count: savedScreenCount(savedScreenFilters(row, lists), live.snapshot, session),
      }));
    },
  };
}
