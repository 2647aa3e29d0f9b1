import { LRUCache } from "lru-cache";

// Answers the same for everyone who may ask for them under one key (a page for guests or for one
// class of members, a company's price history), made once and kept in this process: bounded by
// bytes, least recently used out first, each aging out after `ttlMs` (what changes without a
// market update, such as the plans' prices, is at most that old). Callers asking for a key
// while it is being made wait for that one making. A market change starts it empty (clear).

export interface KeptAnswersOptions<T> {
  maxBytes: number;
  /** How long an answer stays kept; Infinity: until cleared or pushed out. */
  ttlMs: number;
  sizeOf: (value: T) => number;
}

export class KeptAnswers<T extends object> {
  private readonly cache: LRUCache<string, T>;
  private readonly making = new Map<string, Promise<T>>();

  constructor(options: KeptAnswersOptions<T>) {
    this.cache = new LRUCache<string, T>({
      // At least one byte: lru-cache takes 0 for no bound (keeping turned off keeps nothing anyway).
      maxSize: Math.max(1, options.maxBytes),
      // One answer never takes more than a quarter of the room.
      maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 4)),
      sizeCalculation: (value) => Math.max(1, options.sizeOf(value)),
      ...(Number.isFinite(options.ttlMs) ? { ttl: options.ttlMs } : {}),
    });
  }

  /** The kept answer, or the one `make` makes (then kept). */
  async getOrMake(key: string, make: () => Promise<T>): Promise<T> {
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const waiting = this.making.get(key);
    if (waiting) return waiting;
    const made = make();
    this.making.set(key, made);
    try {
      const value = await made;
      this.cache.set(key, value);
      return value;
    } finally {
      this.making.delete(key);
    }
  }

  clear(): void {
    this.cache.clear();
  }

  /** Bytes held, for tests and the memory bench. */
  get heldBytes(): number {
    return this.cache.calculatedSize;
  }
}
