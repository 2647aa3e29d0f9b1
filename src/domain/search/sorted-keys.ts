// A sorted list of string keys, each with a number, for "every key beginning with ..." lookups
// in O(log n + matches): tickers, names with punctuation removed, the name vocabulary.

export class SortedKeys {
  private readonly keys: string[];
  private readonly values: Int32Array;

  constructor(entries: readonly (readonly [string, number])[]) {
    const sorted = [...entries].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    this.keys = sorted.map((e) => e[0]);
    this.values = Int32Array.from(sorted, (e) => e[1]);
  }

  get size(): number {
    return this.keys.length;
  }

  /** Calls `visit` with the key and value of every entry whose key begins with `prefix`. */
  forEachWithPrefix(prefix: string, visit: (key: string, value: number) => void): void {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.keys.length && this.keys[i]!.startsWith(prefix); i++)
      visit(this.keys[i]!, this.values[i]!);
  }
}
