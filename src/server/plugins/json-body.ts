import type { FastifyInstance } from "fastify";
import { AppError } from "../errors";

// JSON bodies for every route. Our clients send a few levels at most; a body nested thousands
// deep is an attack: parsing it is cheap, but every later walk over it (validation, the page
// adapter's JSON.stringify) recurses once a level and overflows the stack. Its depth is counted
// on the raw text before anything parses it.

/** Deeper than any body our clients send (a saved screen, a form's `user[...]`: 3 levels). */
export const MAX_JSON_DEPTH = 32;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The deepest nesting of objects and arrays in a JSON text (brackets inside strings ignored). */
export function jsonDepth(text: string, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return deepest;
}

/** Replaces Fastify's JSON parser (keeping its guard against __proto__) with one that limits depth and reads an empty body as {}. */
export function acceptJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    // Spec 7: every call sends JSON, a sign-out's included, which has nothing to say: an empty
    // (or blank) body is an empty object, not malformed JSON.
    if ((body as string).trim() === "") return done(null, {});
    if (jsonDepth(body as string, MAX_JSON_DEPTH) > MAX_JSON_DEPTH)
      return done(new AppError("JSON_TOO_DEEP"), undefined);
    parse(request, body as string, done);
  });
}
