// Shared by the earnings and dividends pages' tables and charts, in a module of its own so the
// dividends page does not load the earnings tables for it (decision 041).

/** Per-share figures are restated for splits since they were reported (decision 031). */
export function SplitNote() {
  return <p className="mt-2 text-sm text-slate-600">Per-share figures in today&rsquo;s shares, adjusted for splits.</p>;
}
