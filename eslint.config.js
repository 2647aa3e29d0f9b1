import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Imports flow one way (docs/architecture.md): web -> domain; server -> domain, db, market;
// market -> domain, db; db -> domain; domain -> nothing. The zones below enforce it.
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
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
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
    // Playwright fixtures take their dependencies as an (often empty) destructured object.
    files: ["e2e/**"],
    rules: { "no-empty-pattern": "off" },
  },
  {
    // Command-line entry points, benchmarks and tests talk to the terminal.
    files: ["src/server/cli/**", "src/server/main.ts", "bench/**", "e2e/**", "test/**", "**/*.test.ts"],
    rules: { "no-console": "off" },
  },
);
