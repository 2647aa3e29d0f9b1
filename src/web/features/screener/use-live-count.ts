import { useEffect, useState } from "react";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { countCompanies } from "./api/count-companies";

// The number of companies a pending filter would leave, asked of the count call a moment after
// the visitor stops typing (spec section 9: 300 ms). Stale answers are dropped; a failed count
// shows nothing rather than a wrong number.

export function useLiveCount(query: string | null): number | null {
  const debounced = useDebouncedValue(query, 300);
  const [count, setCount] = useState<{ query: string; count: number } | null>(null);
  useEffect(() => {
    if (debounced === null) return;
    const controller = new AbortController();
    countCompanies(debounced, controller.signal)
      .then((n) => {
        if (!controller.signal.aborted && n !== null) setCount({ query: debounced, count: n });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [debounced]);
  return count && count.query === query ? count.count : null;
}
