import type { PageTemplate } from "./page-template";

// Guests' pages, each rendered once per address, theme and market date and kept here (decision
// 030); also any other answer that is the same for every guest until the market changes (a
// company's price history, routes/companies): `T` is what is kept, sized in bytes. Bounded by bytes, least recently used out first; an entry also ages out after `ttlMs`,
// so what changes without a market update (the plans' prices) is at most that old. A market
// change or a new deploy (a new process) starts it empty. Renders of the same key at the same
// time share one render.
//
// Scan-resistant: once full, a newcomer takes the least recently used entry's place only if it
// was asked for more often lately (counts halved now and then, so that popularity ages; the
// admission rule of TinyLFU). Plain LRU keeps nothing of a cycle of pages longer than it holds
// (the load mix asks for some 1,200 pages in turn): each is dropped just before it comes
// round again. This way a cycle keeps as much of itself as fits, and a page many ask for is not
// pushed out by pages asked for once.

export interface GuestPageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
}

interface Entry<T> {
  template: T;
  at: number;
}

export class GuestPageCache<T extends { readonly size: number } = PageTemplate> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly pending = new Map<string, Promise<T | undefined>>();
  /** How often each key was asked for lately. */
  private readonly asked = new Map<string, number>();
  private askedSinceHalving = 0;
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: GuestPageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get heldBytes(): number {
    return this.bytes;
  }

  get(key: string): T | undefined {
    this.count(key);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at > this.options.ttlMs) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.template;
  }

  set(key: string, template: T): void {
    if (template.size > this.options.maxBytes / 4) return;
    this.delete(key);
    const oldest = this.entries.keys().next();
    if (!oldest.done && this.bytes + template.size > this.options.maxBytes) {
      if ((this.asked.get(key) ?? 0) <= (this.asked.get(oldest.value) ?? 0)) return;
    }
    this.entries.set(key, { template, at: this.now() });
    this.bytes += template.size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.template.size;
    }
  }

  /**
   * The cached template, or the one `render` makes (stored when `keep` says so). Callers asking
   * for the same key while it renders wait for that render: only a kept template is shared.
   */
  async getOrRender(
    key: string,
    render: () => Promise<T>,
    keep: (template: T) => boolean,
  ): Promise<{ template: T; shared: boolean } | undefined> {
    const hit = this.get(key);
    if (hit) return { template: hit, shared: true };
    const waiting = this.pending.get(key);
    if (waiting) {
      const template = await waiting;
      return template ? { template, shared: true } : undefined;
    }
    const rendering = render();
    const kept = rendering.then(
      (template) => (keep(template) ? template : undefined),
      () => undefined,
    );
    this.pending.set(key, kept);
    try {
      const template = await rendering;
      if (keep(template)) this.set(key, template);
      return { template, shared: false };
    } finally {
      this.pending.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.asked.clear();
    this.askedSinceHalving = 0;
    this.bytes = 0;
  }

  private count(key: string): void {
    this.asked.set(key, (this.asked.get(key) ?? 0) + 1);
    // Halved after ten asks per entry held (at least a thousand): old popularity fades, and keys
    // asked for once drop out of the count, which bounds it.
    if (++this.askedSinceHalving < Math.max(1_000, 10 * this.entries.size)) return;
    this.askedSinceHalving = 0;
    for (const [k, n] of this.asked) {
      if (n > 1) this.asked.set(k, n >> 1);
      else this.asked.delete(k);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.template.size;
  }
}
