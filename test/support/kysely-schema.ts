import ts from "typescript";

// The tables and columns that src/db/schema.ts declares for Kysely, read with the TypeScript
// compiler's type checker (so that Generated<T>, ColumnType<S, I, U>, interfaces that extend
// others and type aliases all resolve as Kysely sees them): per column, the kinds of value a
// select gives and whether it may be null.

export type ValueKind = "number" | "string" | "boolean" | "Date" | "Buffer" | "array" | "object" | "any";

export interface DeclaredColumn {
  kinds: ValueKind[];
  nullable: boolean;
}

export type DeclaredSchema = Map<string, Map<string, DeclaredColumn>>;

function kindOf(type: ts.Type, checker: ts.TypeChecker): ValueKind {
  const f = type.flags;
  if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return "any";
  if (f & ts.TypeFlags.NumberLike) return "number";
  if (f & ts.TypeFlags.StringLike) return "string";
  if (f & ts.TypeFlags.BooleanLike) return "boolean";
  if (checker.isArrayType(type) || checker.isTupleType(type)) return "array";
  const name = type.getSymbol()?.getName();
  if (name === "Date") return "Date";
  if (name === "Buffer") return "Buffer";
  return "object";
}

/** Reads the `DB` interface of a Kysely schema file. */
export function readKyselySchema(file: string, interfaceName = "DB"): DeclaredSchema {
  const program = ts.createProgram([file], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
    types: ["node"],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`cannot read ${file}`);
  const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!);
  const db = exported.find((s) => s.getName() === interfaceName);
  if (!db) throw new Error(`${file} exports no ${interfaceName}`);
  const schema: DeclaredSchema = new Map();
  for (const table of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(db))) {
    const columns = new Map<string, DeclaredColumn>();
    for (const column of checker.getPropertiesOfType(checker.getTypeOfSymbol(table))) {
      let type = checker.getTypeOfSymbol(column);
      // ColumnType<S, I, U> (and Generated<T>, one of them) is what a select gives: S.
      const selected = type.getProperty("__select__");
      if (selected) type = checker.getTypeOfSymbol(selected);
      const parts = type.isUnion() ? type.types : [type];
      const nullable = parts.some((t) => t.flags & ts.TypeFlags.Null);
      const kinds = [
        ...new Set(
          parts.filter((t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined))).map((t) => kindOf(t, checker)),
        ),
      ];
      columns.set(column.getName(), { kinds, nullable });
    }
    schema.set(table.getName(), columns);
  }
  return schema;
}
