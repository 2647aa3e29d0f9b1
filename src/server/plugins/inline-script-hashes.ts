import { createHash } from "node:crypto";

// A page is the same bytes for every visitor, so its inline scripts (React Router's hydration
// data and module start-up, React's boundary swaps) are allowed by their hashes, not by a
// per-visitor nonce: a kept page carries the policy made from its own scripts.

/** Inline scripts that run: no `src`, and not a JSON data block (which a browser never runs). */
const INLINE_SCRIPT =
  /<script\b(?![^>]*\ssrc=)(?![^>]*\stype="application\/(?:json|ld\+json)")[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source expressions (`'sha256-…'`) of every inline script the HTML runs, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash("sha256").update(match[1]!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
