/* global process */
// Builds the production server once, so that `npm start` runs plain `node` on
// JavaScript instead of compiling TypeScript through tsx on every start. Our own code is bundled;
// packages stay in node_modules (native ones such as argon2 and PostgreSQL's binaries cannot be
// bundled). The web app is built beforehand by `react-router build` into build/client and
// build/server; this writes build/node.
import { cp, rm } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const outdir = path.join(root, "build", "node");

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: "src/server/main.ts",
    // `npm run worker`: the background jobs apart from the web process.
    worker: "src/server/cli/worker.ts",
    // The rating run's worker threads load this file (src/market/rating/pipeline.ts).
    "factor-worker": "src/market/rating/factor-worker.ts",
    // Work that holds the whole market in memory runs in a process of its own (src/server/apart/).
    "strategy-records-apart": "src/server/apart/strategy-records-apart.ts",
    "market-build-apart": "src/server/apart/market-build-apart.ts",
    "market-update-apart": "src/server/apart/market-update-apart.ts",
    "zen-investor-ledger-apart": "src/server/apart/zen-investor-ledger-apart.ts",
  },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
// Migrations are read from disk next to the code that applies them (src/db/migrate.ts).
await cp(path.join(root, "src", "db", "migrations"), path.join(outdir, "migrations"), { recursive: true });
process.stdout.write(`Server built into ${path.relative(root, outdir)}/\n`);

// The web app's static files, compressed once at the highest settings beside the originals
// (`.br`, `.gz`): the server sends these to clients that take them (decision 030).
const clientDir = path.join(root, "build", "client");
const { brotliCompressSync, gzipSync, constants } = await import("node:zlib");
const { readdir, readFile, writeFile } = await import("node:fs/promises");
let packed = 0;
for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.(js|css|svg|json|html|txt|map)$/.test(entry.name)) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  const bytes = await readFile(file);
  if (bytes.length < 1024) continue;
  await writeFile(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  packed++;
}
process.stdout.write(`Static files precompressed: ${packed} (.br and .gz)\n`);
