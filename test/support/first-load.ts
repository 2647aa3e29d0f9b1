import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// First-load JavaScript (decision 041): what a page's HTML makes the browser fetch
// before it can hydrate, measured gzipped at level 9 (what build/client's .gz files hold).

/** The budget: every page's first-load JavaScript, gzipped, under this many KB (1 KB = 1024 bytes). */
export const FIRST_LOAD_BUDGET_KB = 150;

export function gzipKb(bytes: Uint8Array | string): number {
  return gzipSync(bytes, { level: 9 }).length / 1024;
}

interface ManifestEntry {
  module: string;
  imports?: string[];
}

export interface ClientManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { id: string; parentId?: string; path?: string }>;
}

/** React Router's client manifest of a build (build/client/assets/manifest-*.js). */
export function readClientManifest(clientDir: string): ClientManifest {
  const assets = path.join(clientDir, "assets");
  const file = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`no React Router manifest in ${assets}`);
  const text = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) as ClientManifest;
}

/**
 * The files a route's server-rendered HTML preloads: the client entry, then each route from the
 * root down to this one, each with the chunks it imports statically (React Router lists them
 * all as modulepreload links). Dynamic imports are not among them: they load when needed.
 */
export function firstLoadFiles(manifest: ClientManifest, routeId: string): string[] {
  const chain: ManifestEntry[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the manifest`);
    chain.unshift(route);
  }
  const files = new Set<string>();
  for (const part of [manifest.entry, ...chain]) {
    files.add(part.module);
    for (const f of part.imports ?? []) files.add(f);
  }
  return [...files];
}
