import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The one-way import rule is enforced by lint; this proves the rule is live, so that a broken
// resolver setting cannot silently turn it off.

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function ruleErrors(rule: string, file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

function boundaryErrors(file: string, source: string): Promise<string[]> {
  return ruleErrors("import-x/no-restricted-paths", file, source);
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

  it("keep the checkout provider apart: it imports nothing from src, and only the server imports it", async () => {
    expect(
      await boundaryErrors(
        "src/checkout-provider/example.ts",
        'import { loadConfig } from "../server/config";\nexport const x = loadConfig;\n',
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        "src/web/example.ts",
        'import { startCheckoutProvider } from "../checkout-provider/server";\nexport const x = startCheckoutProvider;\n',
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        "src/server/example.ts",
        'import { startCheckoutProvider } from "../checkout-provider/server";\nexport const x = startCheckoutProvider;\n',
      ),
    ).toEqual([]);
  });

  it("keep the server away from the web app's source, and its floors one way", async () => {
    const cases: [string, string][] = [
      ["src/server/plugins/example.ts", 'import { THEMES } from "../../web/lib/theme";\nexport const x = THEMES;\n'],
      [
        "src/server/services/billing/example.ts",
        'import { x as y } from "../../routes/webhooks/webhooks.routes";\nexport const x = y;\n',
      ],
      [
        "src/server/accounts/example.ts",
        'import { x as y } from "../page-readers/load-context";\nexport const x = y;\n',
      ],
      ["src/server/presenters/example.ts", 'import { x as y } from "../plugins/session";\nexport const x = y;\n'],
      ["src/server/accounts/example.ts", 'import { x as y } from "../plugins/security";\nexport const x = y;\n'],
      ["src/server/page-cache/example.ts", 'import { x as y } from "../plugins/http-caching";\nexport const x = y;\n'],
      [
        "src/server/services/example/example.ts",
        'import { x as y } from "../../jobs/screen-backtest";\nexport const x = y;\n',
      ],
      [
        "src/server/presenters/example.ts",
        'import { x as y } from "../services/screen-backtests/screen-backtests";\nexport const x = y;\n',
      ],
      ["src/server/jobs/example.ts", 'import { x as y } from "../cli/data";\nexport const x = y;\n'],
    ];
    for (const [file, source] of cases) expect(await boundaryErrors(file, source), file).toHaveLength(1);
    expect(
      await boundaryErrors(
        "src/server/routes/example.ts",
        'import { STRIPE_WEBHOOK_PATH } from "../services/billing/provider";\nexport const x = STRIPE_WEBHOOK_PATH;\n',
      ),
    ).toEqual([]);
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

describe("web app layers", () => {
  it("keep each feature away from the others", async () => {
    expect(
      await boundaryErrors(
        "src/web/features/rating/example.ts",
        'import { screenUrl } from "../screener/screen-url";\nexport const x = screenUrl;\n',
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        "src/web/features/screener/example.tsx",
        'import { SearchField } from "../search/search-field";\nexport const x = SearchField;\n',
      ),
    ).toHaveLength(1);
  });

  it("let a feature use itself, components/ and lib/", async () => {
    expect(
      await boundaryErrors(
        "src/web/features/rating/example.tsx",
        'import { Button } from "../../components/ui/button";\nimport { formatPercent } from "../../lib/format";\n' +
          'import { GRADE_COLOURS } from "./grade-style";\nexport const x = [Button, formatPercent, GRADE_COLOURS];\n',
      ),
    ).toEqual([]);
  });

  it("keep shared pieces free of features, routes and the layout", async () => {
    expect(
      await boundaryErrors(
        "src/web/components/ui/example.tsx",
        'import { SearchField } from "../../features/search/search-field";\nexport const x = SearchField;\n',
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        "src/web/lib/example.ts",
        'import { SiteHeader } from "../layout/site-header";\nexport const x = SiteHeader;\n',
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        "src/web/features/search/example.ts",
        'import { meta } from "../../routes/home";\nexport const x = meta;\n',
      ),
    ).toHaveLength(1);
  });

  it("find import circles", async () => {
    // cookie-hygiene.ts imports cookies.ts; were cookies.ts to import it back, that is a circle.
    expect(
      await ruleErrors(
        "import-x/no-cycle",
        "src/web/lib/cookies.ts",
        'import { cleanCookies } from "./cookie-hygiene";\nexport const x = cleanCookies;\n',
      ),
    ).toHaveLength(1);
    expect(
      await ruleErrors(
        "import-x/no-cycle",
        "src/web/lib/example.ts",
        'import { cleanCookies } from "./cookie-hygiene";\nexport const x = cleanCookies;\n',
      ),
    ).toEqual([]);
  });

  it("refuse cookie strings written by hand outside lib/cookies.ts", async () => {
    const handWritten = 'export function remember() {\n  document.cookie = "theme=dark; path=/";\n}\n';
    expect(await ruleErrors("no-restricted-syntax", "src/web/features/auth/example.ts", handWritten)).toHaveLength(1);
    expect(await ruleErrors("no-restricted-syntax", "src/web/lib/cookies.ts", handWritten)).toEqual([]);
  });

  it("keep the web app on its one data path: no raw fetch, no hand-built API address", async () => {
    const raw = "export async function load(id: number) {\n  return fetch(`/api/companies/${id}/prices`);\n}\n";
    expect(await ruleErrors("no-restricted-syntax", "src/web/features/company/example.ts", raw)).toHaveLength(2);
    const literal = 'export const url = "/api/screener/saved";\n';
    expect(await ruleErrors("no-restricted-syntax", "src/web/routes/example.tsx", literal)).toHaveLength(1);
    const typed = 'import { api } from "../../../domain/paths";\nexport const url = api.savedScreeners();\n';
    expect(await ruleErrors("no-restricted-syntax", "src/web/features/screener/example.ts", typed)).toEqual([]);
    expect(await ruleErrors("no-restricted-syntax", "src/web/lib/api-client.ts", raw)).toEqual([]);
  });
});
