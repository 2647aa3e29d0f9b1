import { createHash } from "node:crypto";

// An applied migration is checksummed so that an edit to what it does is caught instead of
// silently diverging between machines. What it does is its statements: its comments and its
// layout may be reworded and re-indented freely, so the checksum is taken over the statements
// alone. Comments are removed, and white space outside quoted texts and names is dropped, except
// one space where it parts two words (`x int`), two operators (`< =`) or a word and a quoted text.

const IDENTIFIER_CHAR = /[A-Za-z0-9_$]/;
const OPERATOR_CHAR = /[-+*/<>=~!@#%^&|`?:.]/;
type Kind = "word" | "operator" | "punctuation";
const kindOf = (c: string): Kind => (OPERATOR_CHAR.test(c) ? "operator" : /[()[\],;]/.test(c) ? "punctuation" : "word");
const DOLLAR_TAG = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/;

/** A migration's statements as PostgreSQL reads them, without comments and with single spaces. */
export function migrationStatements(sql: string): string {
  let out = "";
  let pendingSpace = false;
  const emit = (text: string) => {
    if (pendingSpace && out !== "") {
      const before = kindOf(out[out.length - 1]!);
      if (before !== "punctuation" && before === kindOf(text[0]!)) out += " ";
    }
    pendingSpace = false;
    out += text;
  };
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    const next = sql[i + 1];
    if (/\s/.test(c)) {
      pendingSpace = true;
      i++;
    } else if (c === "-" && next === "-") {
      const end = sql.indexOf("\n", i);
      i = end === -1 ? sql.length : end;
      pendingSpace = true;
    } else if (c === "/" && next === "*") {
      // PostgreSQL's block comments nest.
      let depth = 0;
      do {
        if (sql.startsWith("/*", i)) {
          depth++;
          i += 2;
        } else if (sql.startsWith("*/", i)) {
          depth--;
          i += 2;
        } else i++;
      } while (depth > 0 && i < sql.length);
      pendingSpace = true;
    } else if (c === "'" || c === '"') {
      // A quoted text or name is kept as written. In an E'...' string a backslash escapes the
      // next character; elsewhere a quote is escaped by doubling it.
      const escapes = c === "'" && /[Ee]/.test(sql[i - 1] ?? "") && !IDENTIFIER_CHAR.test(sql[i - 2] ?? "");
      let j = i + 1;
      while (j < sql.length) {
        if (escapes && sql[j] === "\\") j += 2;
        else if (sql[j] === c && sql[j + 1] === c) j += 2;
        else if (sql[j] === c) break;
        else j++;
      }
      emit(sql.slice(i, j + 1));
      i = j + 1;
    } else if (c === "$" && !IDENTIFIER_CHAR.test(sql[i - 1] ?? "") && DOLLAR_TAG.test(sql.slice(i, i + 64))) {
      // A dollar-quoted body (a function's, say) is kept as written, comments and all: it is
      // what the database stores and runs.
      const tag = DOLLAR_TAG.exec(sql.slice(i, i + 64))![0];
      const end = sql.indexOf(tag, i + tag.length);
      const stop = end === -1 ? sql.length : end + tag.length;
      emit(sql.slice(i, stop));
      i = stop;
    } else {
      emit(c);
      i++;
    }
  }
  return out;
}

/** The checksum recorded for an applied migration: over its statements only. */
export function migrationChecksum(sql: string): string {
  return createHash("sha256").update(migrationStatements(sql)).digest("hex");
}

/** The checksum earlier versions recorded: over the file's exact text. */
export function fileChecksum(sql: string): string {
  return createHash("sha256").update(sql).digest("hex");
}
