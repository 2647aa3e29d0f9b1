import type { Kysely } from "kysely";
import type { Session } from "../../domain/contracts/session";
import type { ScreenerCatalogue, ScreenerPagesReader, ScreenerResponse } from "../../domain/screener/contract";
import type { DB } from "../../db/schema";
import { listSavedScreeners } from "../../db/repositories/saved-screeners";
import { AppError } from "../errors";
import { presentSavedScreener } from "./present-saved";
import { catalogueJsonFor, screenResponseJson } from "./present-screen";
import { assertScreenAllowed, resolveScreen } from "./resolve-screen";
import type { LiveScreener } from "./live-screener";

// The screener pages' data, for React Router's load context: the same screens the API answers,
// locked by the same policy, for the request's session.

export function screenerPagesReader(live: LiveScreener, db: Kysely<DB>, session: Session): ScreenerPagesReader {
  return {
    screen(query, slug, kind) {
      try {
        const resolved = resolveScreen(query.startsWith("?") ? query.slice(1) : query, slug, kind);
        assertScreenAllowed(resolved.screen, session);
        return {
          ok: true,
          data: JSON.parse(screenResponseJson(live.snapshot, resolved, session)) as ScreenerResponse,
          catalogue: JSON.parse(catalogueJsonFor(session)) as ScreenerCatalogue,
        };
      } catch (error) {
        if (error instanceof AppError && (error.statusCode === 400 || error.statusCode === 403 || error.statusCode === 404)) {
          return { ok: false, status: error.statusCode, code: error.code, message: error.message };
        }
        throw error;
      }
    },
    async savedScreeners() {
      if (!session.signedIn || session.id === null) return null;
      return (await listSavedScreeners(db, session.id)).map(presentSavedScreener);
    },
  };
}
