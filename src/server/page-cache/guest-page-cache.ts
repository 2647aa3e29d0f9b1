import type { PageTemplate } from "./page-template";

// Guests' pages, each rendered once per address, theme and market date and kept here (decision
// 030); also any other answer that is the same for every guest until the market changes (a
// company's price history, routes/companies): `T` is what is kept, sized in bytes. Bounded by bytes, least recently used out first; an entry also ages out after `ttlMs`,
// so what changes without a market update (the plans' prices) is at most that old. A market
// change or a new deploy (a new process) starts it empty. Renders of the same key at the same
// time share one render.

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
    this.bytes = 0;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.template.size;
  }
}
