import { ApiError } from "../../lib/api-client";
import { importFile, type ImportRequest } from "./api/portfolios";

// The import of a broker's file, in the portfolio page's clientAction (decision 067): the file
// and its layout (a broker, or the columns chosen) come as the form's `request`; the answer is
// what was written, and the page's holdings follow after it. The preview before it is a read
// (import-panel.tsx calls the typed client for it).

export const IMPORT_INTENT = "portfolio-import";

/** What a refused preview or import shows: the server's message, and a file's header to map. */
export interface ImportProblem {
  message: string;
  /** The file's columns when its layout is unknown: the member chooses which holds what. */
  header: string[] | null;
}

export interface ImportActionResult {
  intent: typeof IMPORT_INTENT;
  imported: { fileName: string; added: number; already: number; unknown: string[] } | null;
  problem: ImportProblem | null;
}

export function isImportIntent(form: FormData | undefined): boolean {
  return form?.get("intent") === IMPORT_INTENT;
}

export function importProblem(e: unknown): ImportProblem {
  if (e instanceof ApiError && e.code === "PORTFOLIO_IMPORT_LAYOUT_UNKNOWN") {
    const details = (e.body as { error?: { details?: { header?: string[] } } })?.error?.details;
    return {
      message: "We do not know this file's layout: choose which column holds what.",
      header: details?.header ?? [],
    };
  }
  return { message: e instanceof ApiError ? e.message : "The file could not be read.", header: null };
}

export async function importAction(portfolioId: number, form: FormData): Promise<ImportActionResult> {
  try {
    const request = JSON.parse(String(form.get("request"))) as ImportRequest;
    const result = await importFile(portfolioId, request);
    return {
      intent: IMPORT_INTENT,
      imported: {
        fileName: result.fileName,
        added: result.added,
        already: result.already,
        unknown: result.unknown.map((u) => u.ticker),
      },
      problem: null,
    };
  } catch (e) {
    return { intent: IMPORT_INTENT, imported: null, problem: importProblem(e) };
  }
}
