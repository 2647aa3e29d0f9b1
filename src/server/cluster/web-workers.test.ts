import { describe, expect, it } from "vitest";
import { WEB_WORKER_HEAP_FLAGS, webWorkerAllocatorEnv, webWorkerExecArgv } from "./web-workers";

describe("a web worker's Node.js flags", () => {
  it("are the parent's plus the heap sizing", () => {
    expect(webWorkerExecArgv(["--enable-source-maps"])).toEqual(["--enable-source-maps", ...WEB_WORKER_HEAP_FLAGS]);
    expect(WEB_WORKER_HEAP_FLAGS).toEqual(["--max-semi-space-size=16", "--max-old-space-size=512"]);
  });

  it("leave an operator's own heap setting alone, on the command line or in NODE_OPTIONS, in either spelling", () => {
    expect(webWorkerExecArgv(["--max-old-space-size=2048"])).toEqual([
      "--max-old-space-size=2048",
      "--max-semi-space-size=16",
    ]);
    expect(webWorkerExecArgv([], "--inspect --max_semi_space_size=32")).toEqual(["--max-old-space-size=512"]);
  });

  it("and glibc's large blocks mapped on their own, unless the operator tuned glibc", () => {
    expect(webWorkerAllocatorEnv({})).toEqual({ GLIBC_TUNABLES: "glibc.malloc.mmap_threshold=131072" });
    expect(webWorkerAllocatorEnv({ GLIBC_TUNABLES: "glibc.malloc.arena_max=2" })).toEqual({});
  });
});
