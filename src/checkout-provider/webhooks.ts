import { createHmac } from "node:crypto";
import type Stripe from "stripe";

// Signs events exactly as Stripe does (`Stripe-Signature: t=<unix>,v1=<HMAC-SHA256 of "t.body">`)
// and delivers them one at a time, in creation order, retrying a failing endpoint with back-off.

export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

/** Waits before each retry; after the last one the event is given up (and logged). */
export const RETRY_DELAYS_MS = [100, 250, 500, 1000, 2000];

export class WebhookQueue {
  private readonly queue: Stripe.Event[] = [];
  private running = false;
  private closed = false;
  private waiters: (() => void)[] = [];
  private readonly stopping = new AbortController();

  constructor(
    private readonly endpoint: { url: string; secret: string } | null,
    private readonly log: (message: string) => void,
    private readonly retryDelays: number[] = RETRY_DELAYS_MS,
  ) {}

  push(event: Stripe.Event): void {
    if (!this.endpoint || this.closed) return;
    this.queue.push(event);
    if (!this.running) void this.drain();
  }

  /** Resolves once every queued event is delivered or given up. */
  idle(): Promise<void> {
    if (!this.running && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Drops what is queued and cuts short a delivery or a wait in progress. */
  close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    this.stopping.abort();
    return this.idle();
  }

  private async drain(): Promise<void> {
    this.running = true;
    for (let event = this.queue.shift(); event; event = this.queue.shift()) {
      await this.deliver(event);
    }
    this.running = false;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  private pause(milliseconds: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, milliseconds);
      this.stopping.signal.addEventListener("abort", () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private async deliver(event: Stripe.Event): Promise<void> {
    const endpoint = this.endpoint;
    if (!endpoint) return;
    const body = JSON.stringify(event, null, 2);
    for (let attempt = 0; attempt <= this.retryDelays.length; attempt += 1) {
      if (this.closed) return;
      if (attempt > 0) await this.pause(this.retryDelays[attempt - 1] ?? 0);
      if (this.closed) return;
      try {
        const response = await fetch(endpoint.url, {
          method: "POST",
          headers: {
            "content-type": "application/json; charset=utf-8",
            "stripe-signature": signPayload(body, endpoint.secret),
            "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          },
          body,
          signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(10_000)]),
        });
        await response.arrayBuffer();
        if (response.ok) return;
        this.log(`webhook ${event.type} ${event.id}: endpoint answered ${response.status} (attempt ${attempt + 1})`);
      } catch (error) {
        this.log(`webhook ${event.type} ${event.id}: ${(error as Error).message} (attempt ${attempt + 1})`);
      }
    }
    this.log(`webhook ${event.type} ${event.id}: given up`);
  }
}
