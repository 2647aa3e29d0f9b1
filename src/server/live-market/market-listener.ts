import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import { MARKET_CHANGED_CHANNEL } from "../../market/market-events";

// Holds one connection of the pool in LISTEN market_changed and calls back on each change, for
// what a server process keeps in memory (the company search index, the screener snapshot). A
// lost connection (a database restart) is replaced after a growing delay, followed by a call:
// changes may have gone unheard meanwhile.

export class MarketListener {
  private client: pg.PoolClient | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private delay: number;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
    private readonly retryMs: number,
    private readonly onChange: () => Promise<void>,
    private readonly what: string,
  ) {
    this.delay = retryMs;
  }

  async start(): Promise<void> {
    const client = await this.pool.connect();
    client.on("error", (error) => this.lost(client, error));
    client.on("notification", (message) => {
      if (message.channel === MARKET_CHANGED_CHANNEL) this.changed();
    });
    try {
      await client.query(`LISTEN ${MARKET_CHANGED_CHANNEL}`);
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    if (this.stopped) {
      client.release();
      return;
    }
    this.client = client;
    this.delay = this.retryMs;
  }

  private changed() {
    if (this.stopped) return;
    this.onChange().catch((error: unknown) => this.log.error({ err: error }, `${this.what} rebuild failed`));
  }

  private lost(client: pg.PoolClient, error: Error) {
    if (this.client !== client) return;
    this.client = undefined;
    client.release(error);
    if (this.stopped) return;
    this.log.warn(
      { err: error },
      `lost the ${MARKET_CHANGED_CHANNEL} listener of the ${this.what}; listening again shortly`,
    );
    this.retry();
  }

  private retry() {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.start().then(
        () => this.changed(),
        (error: unknown) => {
          if (this.stopped) return;
          this.log.warn({ err: error }, `could not listen for ${MARKET_CHANGED_CHANNEL} yet`);
          this.delay = Math.min(this.delay * 2, 30_000);
          this.retry();
        },
      );
    }, this.delay);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    try {
      await client.query(`UNLISTEN ${MARKET_CHANGED_CHANNEL}`);
      client.release();
    } catch (error) {
      client.release(error instanceof Error ? error : true);
    }
  }
}
