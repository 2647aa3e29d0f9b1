import type { Server } from "node:http";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { mallocTrim } from "./malloc-trim";

// Memory given back after a busy spell (issue 15's load benchmark: a web worker held 180 MB more
// after the load than before it: garbage V8 had no reason to collect while nothing ran, since it
// collects when it allocates, heap V8 had reserved, and C heap that malloc keeps). When a spell
// of requests ends and the process then answers next to nothing for a while, full collections
// run (a few milliseconds each at 200 MB), V8 shrinks the heap it reserved, and malloc_trim
// hands the C heap's free pages back (malloc-trim.ts); browsers collect in their idle time too.

export interface IdleCollectOptions {
  /** How often the request count is read. */
  windowMs?: number;
  /** Requests in one window that make a busy spell. */
  busy?: number;
  /** At most this many requests in a window after a spell: idle (health checks still come). */
  idle?: number;
  /** The collection; the runtime's own, then malloc_trim where there is one, by default. */
  collect?: () => void;
}

/** V8's full collection, made callable without starting node with --expose-gc. */
export function runtimeCollect(): (() => void) | undefined {
  setFlagsFromString("--expose-gc");
  const gc: unknown = runInNewContext("typeof gc === 'function' ? gc : undefined");
  // Three passes: each full collection compacts only the most fragmented pages, and the heap a
  // web worker reserved under load came back to its size at start-up after three (after one, it
  // kept some 90 MB free but reserved).
  return typeof gc === "function"
    ? () => {
        for (let pass = 0; pass < 3; pass++) (gc as () => void)();
      }
    : undefined;
}

function defaultCollect(): (() => void) | undefined {
  const gc = runtimeCollect();
  const trim = mallocTrim();
  if (!gc) return undefined;
  return () => {
    gc();
    // After the collections: the buffers they freed are what the C heap can give back.
    trim?.();
  };
}

/** Watches a server's requests; returns a stop function. */
export function collectWhenIdle(server: Server, options: IdleCollectOptions = {}): () => void {
  const collect = options.collect ?? defaultCollect();
  if (!collect) return () => undefined;
  const busy = options.busy ?? 200;
  const idle = options.idle ?? 5;
  let requests = 0;
  let spell = false;
  const count = () => requests++;
  server.on("request", count);
  const timer = setInterval(() => {
    if (requests >= busy) spell = true;
    else if (spell && requests <= idle) {
      spell = false;
      collect();
    }
    requests = 0;
  }, options.windowMs ?? 5_000);
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off("request", count);
  };
}
