import { describe, expect, it } from "vitest";
import { CsvSyntaxError, firstLine, parseCsv, readCsv } from "./csv";
import { RowErrors } from "./row-errors";

describe("parseCsv", () => {
  it("splits plain records and numbers them by line", () => {
    expect(parseCsv("a,b,c\n1,2,3\n")).toEqual([
      { line: 1, fields: ["a", "b", "c"] },
      { line: 2, fields: ["1", "2", "3"] },
    ]);
  });

  it("reads quoted fields with commas, doubled quotes and line breaks, and keeps counting lines", () => {
    const records = parseCsv('name,note\n"Smith, J.","He said ""hi"""\n"two\nlines",x\nlast,"\r\n"\n');
    expect(records).toEqual([
      { line: 1, fields: ["name", "note"] },
      { line: 2, fields: ["Smith, J.", 'He said "hi"'] },
      { line: 3, fields: ["two\nlines", "x"] },
      { line: 5, fields: ["last", "\r\n"] },
    ]);
  });

  it("accepts CRLF, a byte-order mark, empty fields, a missing final line break and skips empty lines", () => {
    expect(parseCsv("\uFEFFa,b\r\n\r\n1,\r\n,\n\n2,3")).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 3, fields: ["1", ""] },
      { line: 4, fields: ["", ""] },
      { line: 6, fields: ["2", "3"] },
    ]);
    expect(parseCsv("a,")).toEqual([{ line: 1, fields: ["a", ""] }]);
    expect(parseCsv("")).toEqual([]);
  });

  it("names the line of an unclosed quote, a stray quote and text after a closing quote", () => {
    const lineOf = (text: string) => {
      try {
        parseCsv(text);
      } catch (error) {
        return error instanceof CsvSyntaxError ? [error.line, error.message] : error;
      }
      return "no error";
    };
    expect(lineOf('a\nb\n"open,\nstill open')).toEqual([3, "a quoted field is not closed"]);
    expect(lineOf('a\nb\nab"c,d')).toEqual([3, "a quote inside an unquoted field"]);
    expect(lineOf('a\n"x\ny"z,1')).toEqual([3, "unexpected text after a closing quote"]);
  });

  it("readCsv records a syntax error instead of throwing", () => {
    const errors = new RowErrors();
    expect(readCsv('a\n"b', errors)).toBeUndefined();
    expect(errors.list).toEqual([{ line: 2, message: "a quoted field is not closed" }]);
  });

  it("firstLine drops the byte-order mark and the line break", () => {
    expect(firstLine("\uFEFFDate,Open\r\n1,2")).toBe("Date,Open");
    expect(firstLine("only")).toBe("only");
  });
});
