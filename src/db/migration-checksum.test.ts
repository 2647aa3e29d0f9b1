import { describe, expect, it } from "vitest";
import { fileChecksum, migrationChecksum, migrationStatements } from "./migration-checksum";

describe("a migration's statements", () => {
  it("leave out line and block comments, nested ones too", () => {
    expect(migrationStatements("-- why\nCREATE TABLE a (x int); -- the key\n/* a /* nested */ note */ SELECT 1;")).toBe(
      "CREATE TABLE a(x int);SELECT 1;",
    );
  });

  it("drop white space, but for one space between two words or two operators", () => {
    expect(migrationStatements("\n\n  CREATE TABLE a (\n\tx int,\r\n  y int\n);\n\n")).toBe(
      "CREATE TABLE a(x int,y int);",
    );
    expect(migrationStatements("SELECT a = b, a < = b, a <= b, x :: int")).toBe("SELECT a=b,a< =b,a<=b,x::int");
  });

  it("keep a space between a word or quoted text and the next quoted text", () => {
    expect(migrationStatements("SELECT 'a' \n 'b', 'a''b', E 'x', E'x'")).toBe("SELECT 'a' 'b','a''b',E 'x',E'x'");
  });

  it("keep a comment's place as a space, so that the words on each side stay apart", () => {
    expect(migrationStatements("SELECT/**/1")).toBe("SELECT 1");
  });

  it("keep quoted texts and names as written, comment marks and spaces included", () => {
    const sql = `INSERT INTO "my  table" VALUES('it''s -- not  a comment','/* nor */ this',"a""b");`;
    expect(migrationStatements(sql)).toBe(sql);
    expect(migrationStatements(sql.replace("VALUES(", "VALUES (\n  "))).toBe(sql);
  });

  it("read a backslash as an escape only in an E'...' string", () => {
    expect(migrationStatements("SELECT E'a\\' -- still text', 1 -- gone")).toBe("SELECT E'a\\' -- still text',1");
    expect(migrationStatements("SELECT 'a\\', 1 -- gone")).toBe("SELECT 'a\\',1");
    expect(migrationStatements("SELECT some'x' -- gone")).toBe("SELECT some'x'");
  });

  it("keep a dollar-quoted body whole, its comments included, and tell it from a parameter", () => {
    const body = "$fn$\n  -- the database keeps this\n  SELECT 1;\n$fn$";
    expect(migrationStatements(`CREATE FUNCTION f() RETURNS int AS ${body}\nLANGUAGE sql;`)).toBe(
      `CREATE FUNCTION f()RETURNS int AS ${body} LANGUAGE sql;`,
    );
    expect(migrationStatements("SELECT $$ -- x $$, $1 -- gone\n, a$b")).toBe("SELECT $$ -- x $$,$1,a$b");
  });
});

describe("a migration's checksum", () => {
  it("is the same for a reworded comment or a new layout", () => {
    expect(migrationChecksum("-- Old words.\nCREATE TABLE a (x int);")).toBe(
      migrationChecksum("/* New words,\n   over two lines. */\nCREATE TABLE a (\n  x int\n);\n"),
    );
  });

  it("differs for a changed statement or quoted text", () => {
    const base = migrationChecksum("CREATE TABLE a (x int DEFAULT 1);");
    expect(migrationChecksum("CREATE TABLE a (x bigint DEFAULT 1);")).not.toBe(base);
    expect(migrationChecksum("CREATE TABLE a (x int DEFAULT 2);")).not.toBe(base);
    expect(migrationChecksum("SELECT 'a  b';")).not.toBe(migrationChecksum("SELECT 'a b';"));
  });

  it("differs from the earlier checksum of the file's exact text when the file has comments", () => {
    const sql = "-- Why.\nSELECT 1;\n";
    expect(migrationChecksum(sql)).not.toBe(fileChecksum(sql));
    expect(fileChecksum(sql)).not.toBe(fileChecksum("-- Why not.\nSELECT 1;\n"));
  });
});
