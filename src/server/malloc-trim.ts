import { createRequire } from "node:module";
import type Koffi from "koffi";

// glibc's malloc_trim(0): hands the free pages inside the C heap back to the system. Node's
// buffers are allocated with malloc; under load the heap grows to its peak, and after the load
// the freed memory stays resident, pinned by a few live blocks above it (issue 15's load mix: a
// web worker's [heap] mapping went from 20 MB to 120 MB and stayed there after every garbage
// collection; malloc_trim took the worker from 366 MB back to 289 MB). Reached through koffi, a
// foreign-function library with prebuilt binaries. Where there is no glibc (macOS, musl), this is
// nothing.

const require = createRequire(import.meta.url);

export type Trim = () => boolean;

export function mallocTrim(): Trim | undefined {
  if (process.platform !== "linux") return undefined;
  try {
    const koffi = require("koffi") as typeof Koffi;
    const trim = koffi.load("libc.so.6").func("int malloc_trim(size_t pad)") as (pad: number) => number;
    return () => trim(0) === 1;
  } catch {
    return undefined;
  }
}
