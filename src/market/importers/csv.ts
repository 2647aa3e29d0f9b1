import type { RowErrors } from "./row-errors";

// A small RFC 4180 CSV parser that remembers on which line each record starts, so that an
// importer can name the line of a malformed row. Quoted fields may hold commas, line breaks
// and doubled quotes; lines end in LF or CRLF; a byte-order mark is ignored; empty lines are
// skipped (files often end with one).

export interface CsvRecord {
  /** 1-based line on which the record starts. */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = "CsvSyntaxError";
  }
}

const COMMA = 44;
const LF = 10;
const CR = 13;
const QUOTE = 34;

function countLineBreaks(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf("\n", from); i !== -1 && i < to; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (i < n) {
    const start = line;
    const fields: string[] = [];
    let atEnd = false;
    while (!atEnd) {
      if (text.charCodeAt(i) === QUOTE) {
        let value = "";
        let from = i + 1;
        for (;;) {
          const q = text.indexOf('"', from);
          if (q === -1) throw new CsvSyntaxError(start, "a quoted field is not closed");
          value += text.slice(from, q);
          line += countLineBreaks(text, from, q);
          if (text.charCodeAt(q + 1) === QUOTE) {
            value += '"';
            from = q + 2;
            continue;
          }
          i = q + 1;
          break;
        }
        fields.push(value);
      } else {
        let j = i;
        while (j < n) {
          const c = text.charCodeAt(j);
          if (c === COMMA || c === LF || c === CR) break;
          if (c === QUOTE) throw new CsvSyntaxError(line, "a quote inside an unquoted field");
          j++;
        }
        fields.push(text.slice(i, j));
        i = j;
      }
      // After a field: a comma (another field follows), a line end or the end of the text.
      const c = text.charCodeAt(i);
      if (i >= n) atEnd = true;
      else if (c === COMMA) {
        i++;
        if (i >= n) {
          fields.push("");
          atEnd = true;
        }
      } else if (c === LF || c === CR) {
        i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
        line++;
        atEnd = true;
      } else throw new CsvSyntaxError(line, "unexpected text after a closing quote");
    }
    if (fields.length !== 1 || fields[0] !== "") records.push({ line: start, fields });
  }
  return records;
}

/** The first line of a text, for recognising a file by its header. */
export function firstLine(text: string): string {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const end = text.search(/\r?\n/);
  return text.slice(start, end === -1 ? undefined : end);
}

/** parseCsv, with a syntax error recorded against its line instead of thrown. */
export function readCsv(text: string, errors: RowErrors): CsvRecord[] | undefined {
  try {
    return parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    errors.add(error.line, error.message);
    return undefined;
  }
}
