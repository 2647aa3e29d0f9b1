// At most `limit` page renders at a time, the rest waiting in arrival order (decision 030).
// A render is mostly CPU on one event loop: a hundred at once finish no sooner than in turn, but
// each holds its data and half-built HTML meanwhile (the load mix took the process
// past 1 GB that way), and the API reads between them wait behind all of them. In turn, the
// first asked is the first answered and memory stays bounded.

export class RenderSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  /** Renders running now and waiting, for tests and logs. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.limit) this.active++;
    // The slot passes straight from the render that ends to the next in line.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
