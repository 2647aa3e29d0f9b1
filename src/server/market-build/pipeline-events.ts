import type { PipelineEvents, StepName } from "../../market/pipeline/market-pipeline";
import { progressReporter } from "./progress";

// How a market pipeline run shows itself: on a terminal a progress bar per long step and a line
// per finished step; in a server's logs (pino) a line when a step starts and ends, and one per
// tenth of a long step done, so that a nightly run can be followed in the logs too.

/** The part of a pino logger the pipeline writes to. */
export interface PipelineLog {
  info(fields: object, message: string): void;
}

export interface PipelineEventOptions {
  /** Structured log lines (servers and the worker). */
  log?: PipelineLog;
  /** Plain lines for a person (the CLI, and a server's first start). */
  print?: (line: string) => void;
  /** Where the progress bar is drawn; with `terminalOnly`, only when it is a terminal. */
  bar?: NodeJS.WriteStream;
  terminalOnly?: boolean;
}

export function pipelineEvents(options: PipelineEventOptions): PipelineEvents {
  const { log, print, bar } = options;
  const drawBar = bar && (bar.isTTY || !options.terminalOnly);
  let draw: ((done: number, total: number) => void) | undefined;
  let loggedTenth = -1;
  return {
    stepStarted(step: StepName, label: string) {
      draw = drawBar ? progressReporter(label, bar) : undefined;
      loggedTenth = -1;
      print?.(label);
      log?.info({ step }, `market pipeline: ${label}`);
    },
    progress(step, done, total) {
      draw?.(done, total);
      const tenth = total === 0 ? 10 : Math.floor((done / total) * 10);
      if (log && tenth !== loggedTenth) {
        loggedTenth = tenth;
        log.info(
          { step, done, total, percent: tenth * 10 },
          `market pipeline: ${step} ${tenth * 10}% (${done}/${total})`,
        );
      }
    },
    stepFinished(step, outcome, seconds) {
      print?.(outcome.summary);
      log?.info({ step, changed: outcome.changed, seconds }, `market pipeline: ${outcome.summary}`);
    },
    line(text) {
      print?.(text);
      log?.info({ step: "data" }, text);
    },
  };
}
