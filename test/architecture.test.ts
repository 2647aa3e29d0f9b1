import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The one-way import rule is enforced by lint; this proves the rule is live, so that a broken
// resolver setting cannot silently turn it off.

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "import-x/no-restricted-paths").map((m) => m.message);
}

describe("import boundaries", () => {
  it("keep the domain pure", async () => {
    expect(
      await boundaryErrors(
        "src/domain/example.ts",
        'import { buildApp } from "../server/app";\nexport const x = buildApp;\n',
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        "src/domain/example.ts",
        'import { connect } from "../db/connection";\nexport const x = connect;\n',
      ),
    ).toHaveLength(1);
  });

  it("keep the web app away from the server and the database", async () => {
    expect(
      await boundaryErrors(
        "src/web/example.ts",
        'import { loadConfig } from "../server/config";\nexport const x = loadConfig;\n',
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        "src/web/example.ts",
        'import { connect } from "../db/connection";\nexport const x = connect;\n',
      ),
    ).toHaveLength(1);
  });

  it("allow the directions the architecture allows", async () => {
    expect(
      await boundaryErrors("src/web/example.ts", 'import { paths } from "../domain/paths";\nexport const x = paths;\n'),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        "src/server/example.ts",
        'import { connect } from "../db/connection";\nexport const x = connect;\n',
      ),
    ).toEqual([]);
  });
});
