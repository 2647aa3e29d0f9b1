import { CHECKS } from "./registry";
import type { CheckInput, CheckResult, CheckStatus } from "./types";

// Running the checklist and deciding what a visitor may see (spec section 4, "Check status").

export function statusOf(passed: boolean | null | undefined): CheckStatus {
  if (passed === null || passed === undefined) return "unavailable";
  return passed ? "passed" : "failed";
}

/** Every check on one company's inputs, in the spec's order. */
export function runChecklist(input: CheckInput): CheckResult[] {
  return CHECKS.map((check) => {
    const { passed, content } = check.evaluate(input);
    return { type: check.type, category: check.category, passed, status: statusOf(passed), content };
  });
}

export const LOCKED_PREVIEW_WORDS = 5;
export const SUBSCRIBE_PROMPT = "Subscribe to Premium to see the full check.";

export interface VisibilityOptions {
  /** The session's lockCompanies flag (no Premium). */
  lockCompanies: boolean;
  /** Show checks whose inputs are missing (hidden by default). */
  showUnavailable?: boolean;
  /** Show everything unlocked whatever the session says (e.g. the free demo stock). */
  forceUnlock?: boolean;
}

/** The first five words of a sentence and an ellipsis. */
export function preview(sentence: string, words = LOCKED_PREVIEW_WORDS): string {
  return `${sentence.split(/\s+/).filter(Boolean).slice(0, words).join(" ")}…`;
}

/**
 * What a visitor sees: unknown results never, unavailable ones only on request; with
 * lockCompanies every visible result becomes locked, its verdict removed and its sentence cut to
 * five words and a subscribe prompt. Done on the server, so a locked verdict never leaves it.
 */
export function visibleResults(results: readonly CheckResult[], options: VisibilityOptions): CheckResult[] {
  const locked = options.lockCompanies && !options.forceUnlock;
  return results
    .filter((r) => r.status !== "unknown" && (r.status !== "unavailable" || options.showUnavailable))
    .map((r) =>
      locked
        ? { ...r, passed: null, status: "locked" as const, content: `${preview(r.content)} ${SUBSCRIBE_PROMPT}` }
        : r,
    );
}
