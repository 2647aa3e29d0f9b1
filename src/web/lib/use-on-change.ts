import { useEffect, useRef } from "react";

/**
 * Calls `change` after a render in which `value` is no longer the one it was first rendered
 * with or last changed to; never on mount. For a store seeded from props: resetting it on
 * mount to what it already holds made a new state object, so every consumer rendered again,
 * synchronously (an effect's update is not time-sliced), as the page started: a sector page's
 * fifty watch buttons and the column chooser, ~40 ms of main thread on a phone (decision 041).
 */
export function useOnChange<T>(value: T, change: (value: T) => void): void {
  const seen = useRef(value);
  useEffect(() => {
    if (Object.is(seen.current, value)) return;
    seen.current = value;
    change(value);
    // Only a new value calls it; `change` may be a new function at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
}
