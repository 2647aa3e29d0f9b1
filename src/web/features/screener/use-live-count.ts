import { useEffect, useState } from "react";
import { useDebouncedValue } from "../../lib/use-debounced-value";

// The number of companies a pending filter would leave, asked of the count call a moment after
// the visitor stops typing (spec section 9: 300 ms). Stale answers are dropped.

export function useLiveCount(query: string | null): number | null {
  const debounced = useDebouncedValue(query, 300);
  const [count, setCount] = useState<{ query: string; count: number } | null>(null);
  useEffect(() => {
    if (debounced === null) return;
    let current = true;
    fetch(`/api/screener/companies/count?${debounced}`, { credentials: "same-origin", headers: { accept: "application/json" } })
      .then(async (res) => (res.ok ? ((await res.json()) as { count: number }) : null))
      .then((body) => {
        if (current && body) setCount({ query: debounced, count: body.count });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [debounced]);
  return count && count.query === query ? count.count : null;
}
