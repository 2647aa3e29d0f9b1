import { readdirSync } from "node:fs";
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Imports flow one way (docs/architecture.md): web -> domain; server -> domain, db, market;
// market -> domain, db; db -> domain; domain -> nothing; checkout-provider -> nothing, and only
// the server imports it. The zones below enforce it.
const boundaries = [
  {
    target: "./src/domain",
    from: ["./src/db", "./src/market", "./src/server", "./src/web"],
    message: "The domain is pure: it imports nothing outside src/domain.",
  },
  {
    target: "./src/web",
    from: ["./src/db", "./src/market", "./src/server"],
    message: "The web app reaches the server through HTTP and load context only.",
  },
  {
    target: "./src/market",
    from: ["./src/server", "./src/web"],
    message: "Market data code must not depend on the server or the web app.",
  },
  {
    target: "./src/db",
    from: ["./src/market", "./src/server", "./src/web"],
    message: "The database layer depends on nothing but the domain.",
  },
  {
    // The local checkout provider plays Stripe (docs/decisions/020): a third party knows nothing of us.
    target: "./src/checkout-provider",
    from: ["./src/server", "./src/web", "./src/db", "./src/market", "./src/domain"],
    message: "The checkout provider plays Stripe: it imports nothing from the rest of src.",
  },
  {
    target: ["./src/web", "./src/domain", "./src/db", "./src/market"],
    from: "./src/checkout-provider",
    message: "Only the server starts the checkout provider.",
  },
];

// The server renders the web app through React Router's build, never by importing src/web. A
// server test may read the web's source to hold the two to one list (the site's sections).
const serverNotWeb = {
  target: "./src/server",
  from: "./src/web",
  message: "The server does not import src/web: move a constant both need to src/domain.",
};

// Inside the server, the floors run one way: routes and page readers call services; services,
// accounts and presenters know nothing of the routes, plugins or page readers above them.
const SERVER = "./src/server";
const serverFloors = [
  {
    target: [`${SERVER}/services`, `${SERVER}/accounts`, `${SERVER}/presenters`, `${SERVER}/policies`],
    from: [`${SERVER}/routes`, `${SERVER}/page-readers`, `${SERVER}/app.ts`, `${SERVER}/main.ts`, `${SERVER}/cluster`],
    message:
      "Services, accounts, presenters and policies are below the routes and page readers: pass what they need in.",
  },
  {
    target: [
      `${SERVER}/services`,
      `${SERVER}/presenters`,
      `${SERVER}/policies`,
      `${SERVER}/accounts`,
      `${SERVER}/page-cache`,
    ],
    from: `${SERVER}/plugins`,
    message: "Plugins are the HTTP frame: what they use does not import them.",
  },
  {
    target: [`${SERVER}/services`, `${SERVER}/presenters`, `${SERVER}/policies`, `${SERVER}/accounts`],
    from: [`${SERVER}/jobs`, `${SERVER}/cli`],
    message: "Jobs and the command line run services: a service is given what it sends (a function), not the job.",
  },
  {
    target: [`${SERVER}/presenters`, `${SERVER}/policies`],
    from: `${SERVER}/services`,
    message: "Presenters and policies are below the services: a row's type comes from src/db.",
  },
  {
    target: `${SERVER}/jobs`,
    from: `${SERVER}/cli`,
    message: "The command line starts jobs' work by hand: what both use lives below them (market-build/).",
  },
];

// Inside the web app (docs/decisions/014-web-data-path.md): shared pieces (components/, lib/)
// import no feature, route or layout; a feature imports shared pieces and itself, never another
// feature. A piece two features need moves to components/ or lib/. Routes, the layout and
// root.tsx compose features.
const WEB = "./src/web";
const features = readdirSync(`${import.meta.dirname}/src/web/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webLayers = [
  ...["components", "lib"].map((shared) => ({
    target: `${WEB}/${shared}`,
    from: [`${WEB}/features`, `${WEB}/routes`, `${WEB}/layout`, `${WEB}/root.tsx`],
    message: "Shared web pieces (components/, lib/) import no feature, route or layout.",
  })),
  ...features.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: "A feature imports components/ and lib/, never another feature: move the shared piece there.",
  })),
  {
    target: `${WEB}/features`,
    from: [`${WEB}/routes`, `${WEB}/layout`, `${WEB}/root.tsx`],
    message: "Features are composed by routes and the layout, not the other way round.",
  },
];

const HAND_WRITTEN_COOKIE = {
  selector: "AssignmentExpression[left.type='MemberExpression'][left.property.name='cookie']",
  message: "Write cookies with writeDocumentCookie/removeDocumentCookie from src/web/lib/cookies.ts.",
};
const WEB_DATA_PATH = [
  {
    selector: "CallExpression[callee.name='fetch'], CallExpression[callee.property.name='fetch']",
    message: "Call the API through a typed client (features/<feature>/api/) built on lib/api-client.ts.",
  },
  {
    selector: "Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]",
    message: "API addresses come from `api` in src/domain/paths.ts.",
  },
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", ".data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
      // import-x/no-cycle follows only files it can parse: TypeScript ones included.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { zones: [...boundaries, serverNotWeb, ...serverFloors, ...webLayers] },
      ],
      // No import circles anywhere: each layer and feature reads top-down.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  {
    // Cookies are written through the `cookie` package in src/web/lib/cookies.ts only.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/web/**", "src/web/lib/cookies.ts"],
    rules: { "no-restricted-syntax": ["error", HAND_WRITTEN_COOKIE] },
  },
  {
    // The web app's one data path (docs/decisions/014-web-data-path.md): cookies through
    // lib/cookies.ts, calls through lib/api-client.ts, API addresses from domain/paths.ts.
    files: ["src/web/**/*.{ts,tsx}"],
    ignores: ["src/web/lib/cookies.ts", "src/web/lib/api-client.ts", "src/web/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", HAND_WRITTEN_COOKIE, ...WEB_DATA_PATH] },
  },
  {
    // Playwright fixtures take their dependencies as an (often empty) destructured object.
    files: ["e2e/**"],
    rules: { "no-empty-pattern": "off" },
  },
  {
    files: ["src/server/**/*.test.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...boundaries, ...serverFloors, ...webLayers] }] },
  },
  {
    // Command-line entry points, benchmarks and tests talk to the terminal.
    files: ["src/server/cli/**", "src/server/main.ts", "bench/**", "e2e/**", "test/**", "**/*.test.ts"],
    rules: { "no-console": "off" },
  },
);
