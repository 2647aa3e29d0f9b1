import { STEP_NAMES, type PipelineEvents, type StepName } from "../../market/pipeline/market-pipeline";

// Where the first build of the market is, as every server process shows it while it runs: the
// step under way (the same label and count the CLI's progress bar shows) and how far it is. The
// main process runs the build and tells its web workers (cluster/messages.ts); a process that
// serves alone reads it from memory.

export interface MarketBuildStatus {
  /** True until the market's latest state (research, ratings, screener) exists. */
  building: boolean;
  /** When the build started (ISO), for "started N minutes ago". */
  startedAt: string;
  step: StepName | null;
  /** The step's label, as the CLI prints it ("Computing the Zen Ratings"). */
  label: string | null;
  /** 1-based position of the step among the pipeline's steps. */
  stepNumber: number;
  steps: number;
  done: number;
  total: number;
}

export const READY: MarketBuildStatus = {
  building: false,
  startedAt: new Date(0).toISOString(),
  step: null,
  label: null,
  stepNumber: 0,
  steps: STEP_NAMES.length,
  done: 0,
  total: 0,
};

export function startingBuild(now = new Date()): MarketBuildStatus {
  return { ...READY, building: true, startedAt: now.toISOString(), label: "Starting the market build" };
}

/** The part of the current step done, 0 to 100, when the step reports progress. */
export function stepPercent(status: MarketBuildStatus): number | null {
  return status.total > 0 ? Math.min(100, Math.floor((status.done / status.total) * 100)) : null;
}

export interface BuildTracker {
  readonly status: MarketBuildStatus;
  /** Pipeline events that move the status along (to pass beside the CLI-style ones). */
  events: PipelineEvents;
  finished(): void;
}

/**
 * Follows a pipeline run. `onChange` hears every change; progress comes often (one call per
 * company), so it is passed on at most every `throttleMs`, step changes at once.
 */
export function trackBuild(onChange: (status: MarketBuildStatus) => void, throttleMs = 500): BuildTracker {
  let status = startingBuild();
  let lastSent = 0;
  const set = (next: MarketBuildStatus, urgent: boolean) => {
    status = next;
    const now = Date.now();
    if (!urgent && now - lastSent < throttleMs) return;
    lastSent = now;
    onChange(status);
  };
  onChange(status);
  return {
    get status() {
      return status;
    },
    events: {
      stepStarted(step, label) {
        set({ ...status, step, label, stepNumber: STEP_NAMES.indexOf(step) + 1, done: 0, total: 0 }, true);
      },
      progress(step, done, total) {
        set({ ...status, step, done, total }, done === total);
      },
    },
    finished() {
      set({ ...READY }, true);
    },
  };
}

/** Combines several listeners of one run into one (the CLI-style log lines and the tracker). */
export function bothEvents(a: PipelineEvents, b: PipelineEvents): PipelineEvents {
  return {
    stepStarted: (...args) => (a.stepStarted?.(...args), b.stepStarted?.(...args)),
    progress: (...args) => (a.progress?.(...args), b.progress?.(...args)),
    stepFinished: (...args) => (a.stepFinished?.(...args), b.stepFinished?.(...args)),
    line: (...args) => (a.line?.(...args), b.line?.(...args)),
  };
}

/** This process's view of the build: set by the main process's tracker or by its messages. */
export class MarketBuildState {
  #status: MarketBuildStatus;
  readonly #listeners = new Set<(status: MarketBuildStatus) => void>();

  constructor(status: MarketBuildStatus = READY) {
    this.#status = status;
  }

  get current(): MarketBuildStatus {
    return this.#status;
  }

  set(status: MarketBuildStatus): void {
    this.#status = status;
    for (const listener of this.#listeners) listener(status);
  }

  subscribe(listener: (status: MarketBuildStatus) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
