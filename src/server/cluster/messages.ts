import type { EmbeddedHealth } from "../../db/embedded";
import type { MarketBuildStatus } from "../market-build/build-status";

// What the main process and its web workers say to each other over the cluster's IPC channel.

/** Main process -> web worker. */
export type ToWebWorker =
  /** The embedded PostgreSQL's state changed; /healthz and /readyz answer from the latest. */
  | { kind: "embedded-health"; health: EmbeddedHealth | undefined }
  /** The market's first build moved on (or ended): pages show its progress until it has. */
  | { kind: "market-build"; status: MarketBuildStatus }
  /** Stop accepting, finish the requests in flight, close the pool and exit 0. */
  | { kind: "drain" };

export function isToWebWorker(message: unknown): message is ToWebWorker {
  const kind = (message as { kind?: unknown } | null)?.kind;
  return kind === "embedded-health" || kind === "market-build" || kind === "drain";
}
