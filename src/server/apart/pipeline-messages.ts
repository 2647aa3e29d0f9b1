import type { PipelineEvents } from "../../market/pipeline/market-pipeline";

// A market pipeline run apart (run-apart.ts) tells the main process how it goes: each pipeline
// event becomes a message, and the main process passes it on to its own listeners (the logs,
// the pages' build progress).

export type PipelineEventMessage = {
  [K in keyof PipelineEvents]-?: { kind: K; args: Parameters<NonNullable<PipelineEvents[K]>> };
}[keyof PipelineEvents];

const KINDS = new Set<string>(["stepStarted", "progress", "stepFinished", "line"]);

/** In the process apart: pipeline events sent to the main process. */
export function eventsToParent(): PipelineEvents {
  const relay =
    <K extends PipelineEventMessage["kind"]>(kind: K) =>
    (...args: Parameters<NonNullable<PipelineEvents[K]>>) =>
      process.send?.({ kind, args });
  return {
    stepStarted: relay("stepStarted"),
    progress: relay("progress"),
    stepFinished: relay("stepFinished"),
    line: relay("line"),
  };
}

/** In the main process: passes a pipeline event message on to `events`; false for any other message. */
export function passEvent(message: unknown, events: PipelineEvents): boolean {
  const m = message as Partial<PipelineEventMessage> | null;
  if (!m || typeof m.kind !== "string" || !KINDS.has(m.kind)) return false;
  (events[m.kind] as ((...a: unknown[]) => void) | undefined)?.(...(m.args as unknown[]));
  return true;
}
