import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// Decision 041: every page loads the client entry and the root layout with what they import
// statically (React DOM, React Router, the header, the account state). Left to the bundler these
// are some thirty small files, each gzipped apart, which costs several KB more than one file.
// This gathers them into one chunk: the modules reachable by static imports from the client
// entry and the root route, less any that reach (directly or through others) a package outside
// SHELL_PACKAGES. Those are the ones the root imports for a constant or a type while their
// real users load lazily (zod through a contract, Radix through a dialog); moving them would
// move what they import into every page too, so the bundler places them as before.

const ROOTS = [/[\\/]entry\.client\.tsx$/, /[\\/]src[\\/]web[\\/]root\.tsx\?__react-router-build-client-route$/];

/** Packages every page runs whole: React, React Router (with its route patterns), and what `cn` and the buttons use. */
const SHELL_PACKAGES = new Set([
  "react",
  "react-dom",
  "scheduler",
  "react-router",
  // React Router 8's matcher: without it, every module importing react-router (the root, the
  // header, the footer) was kept out of this chunk, and React Router itself with them.
  "@remix-run/route-pattern",
  "cookie-es",
  "cookie",
  "clsx",
  "class-variance-authority",
]);

function packageOf(id: string): string | null {
  const m = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id.split("?")[0]!);
  return m ? m[1]!.replace("\\", "/") : null;
}

// The browser's build takes src/domain's modules (catalogues, contracts, rules) as free of side
// effects: one a page imports without using any of its exports is left out, with what it alone
// imports (the screener's filter and column catalogues and the sector taxonomy behind a query
// string helper, a contract's schemas and zod behind a constant). Decision 041.
const DOMAIN_MODULE = /[\\/]src[\\/]domain[\\/]/;

function shellChunk() {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: "openzen:shell-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      shell.clear();
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const reached = new Set<string>();
      const pending = [...this.getModuleIds()].filter((id) => ROOTS.some((r) => r.test(id)));
      if (pending.length !== ROOTS.length) this.error(`shell chunk: found ${pending.length} of ${ROOTS.length} roots`);
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (reached.has(id)) continue;
        reached.add(id);
        const pkg = packageOf(id);
        if (pkg === null || SHELL_PACKAGES.has(pkg)) pending.push(...imports(id));
      }
      // A module is kept out when it, or anything it imports, is outside the allowed packages.
      const outside = new Map<string, boolean>();
      const isOutside = (id: string, path: Set<string>): boolean => {
        const known = outside.get(id);
        if (known !== undefined) return known;
        const pkg = packageOf(id);
        if (pkg !== null && !SHELL_PACKAGES.has(pkg)) return true;
        if (path.has(id)) return false; // a cycle: decided by its other imports
        path.add(id);
        const result = imports(id).some((i) => isOutside(i, path));
        path.delete(id);
        outside.set(id, result);
        return result;
      };
      for (const id of reached) if (!isOutside(id, new Set())) shell.add(id);
    },
  };
  return { plugin, group: { name: "shell", test: (id: string) => shell.has(id) } };
}

export default defineConfig(() => {
  const shell = shellChunk();
  // The zod contracts are shared by the server and the browser. Their schemas are built by calls
  // on `z` at the top of each module, which the bundler must otherwise keep; declared pure, a
  // schema the browser never uses is dropped, and with it zod when a page only needs a contract's
  // constants or types (decision 041: first-load JavaScript under 150 KB).
  const manualPureFunctions = ["z"];
  return {
    build: {
      // FL_SOURCEMAP=1 writes source maps, to see which modules a page's first load holds.
      sourcemap: process.env.FL_SOURCEMAP === "1",
      // No modulepreload links for a dynamic import's dependencies: React Router preloads each
      // page's own modules, and Vite's helper, run at every dynamic import, read every <link> of
      // the document and appended new ones to its head: ~26 ms of main thread on a company page
      // (x4 on Lighthouse's phone) for modules that are mostly loaded already (decision 041).
      modulePreload: false,
    },
    // React Router builds the browser's bundle and the server's as Vite environments, one config
    // for both: what only the browser's needs is set on its environment.
    environments: {
      client: {
        build: {
          rolldownOptions: {
            treeshake: { manualPureFunctions, moduleSideEffects: (id: string) => !DOMAIN_MODULE.test(id) },
            output: {
              codeSplitting: {
                groups: [
                  shell.group,
                  // The small shared parts of pages (UI kit, formatting, layout pieces) that five
                  // or more route modules use, in one file: left apart they were a dozen files
                  // of 1-2 KB on a company or sector page, each a request of its own on a phone's
                  // network before the page can hydrate (Lighthouse, decision 041). The dialog is
                  // left out: every dialog opens on demand from a chunk loaded then, and in here it
                  // would bring Radix's dialog and scroll lock into every page's first load. So are
                  // the canvas charts' options and date labels, which load with the chart library.
                  {
                    name: "page-kit",
                    test: /src[\\/]web[\\/](components|lib|layout)[\\/](?!ui[\\/]dialog\.tsx|page-chart-options\.ts|chart-time\.ts)/,
                    minShareCount: 5,
                  },
                ],
              },
            },
          },
        },
      },
      ssr: { build: { rolldownOptions: { treeshake: { manualPureFunctions } } } },
    },
    plugins: [tailwindcss(), reactRouter(), shell.plugin],
  };
});
