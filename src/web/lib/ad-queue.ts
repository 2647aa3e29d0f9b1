// An external ad network, when a site installs one, reads placements from a queue on `window`
// (`window.ozAdQueue`, the network's loader script defines it). Spec 8: a missing queue logs a
// warning and is looked for again up to 10 times, 500 ms apart; it is never shown to the visitor.

export const AD_QUEUE_TRIES = 10;
export const AD_QUEUE_INTERVAL_MS = 500;

export interface AdQueue {
  push(placement: { slot: string; element: HTMLElement }): void;
}

/**
 * Calls `ready` with the queue once `find` returns one, trying up to 10 times at 500 ms; after
 * the last try, `missing` (the house ad stays). Returns a function that stops looking.
 */
export function whenAdQueue(
  find: () => AdQueue | undefined,
  ready: (queue: AdQueue) => void,
  missing: () => void = () => undefined,
): () => void {
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const look = () => {
    const queue = find();
    if (queue) return ready(queue);
    tries++;
    console.warn(`ad queue missing (try ${tries} of ${AD_QUEUE_TRIES})`);
    if (tries >= AD_QUEUE_TRIES) return missing();
    timer = setTimeout(look, AD_QUEUE_INTERVAL_MS);
  };
  look();
  return () => clearTimeout(timer);
}
