import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

// Polite HTTP for the public data sources: our User-Agent on every request, at most a given
// number of requests a second to a host (the SEC allows 10), and retries with back-off for what
// a busy server answers (429, 5xx, a body cut short), waiting as long as Retry-After asks.

export class FetchFailed extends Error {
  constructor(
    readonly url: string,
    message: string,
  ) {
    super(message);
    this.name = "FetchFailed";
  }
}

export interface HttpResult {
  status: number;
  text: string;
}

export interface HttpClientOptions {
  userAgent: string;
  /** Requests a second allowed to a group of hosts together (the SEC's limit covers all of sec.gov); unlimited elsewhere. */
  limits?: { hosts: string[]; perSecond: number }[];
  /** Tries after the first (default 5). */
  retries?: number;
  /** The first back-off (default 1 s), doubled on every retry. */
  backoffMs?: number;
  /** The longest wait a Retry-After may ask (default 5 minutes). */
  maxWaitMs?: number;
  signal?: AbortSignal;
  /** A line for the report: each retry and why. */
  onRetry?: (url: string, reason: string, waitMs: number) => void;
}

export interface HttpClient {
  /**
   * The answer of a GET: any 2xx or a 404 (which a source uses for "nothing here"); `check`
   * throws on a body that is not whole (truncated JSON), which is retried like a 5xx.
   */
  get(url: string, check?: (text: string) => void): Promise<HttpResult>;
  /** A GET written to `file` as it arrives (a bulk archive), with the same retries; answers the status (2xx or 404). */
  download(url: string, file: string): Promise<number>;
  /** Requests sent so far, retries included. */
  readonly requests: number;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });

/** Retry-After as seconds or an HTTP date, in milliseconds from now. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const retries = options.retries ?? 5;
  const backoff = options.backoffMs ?? 1000;
  const maxWait = options.maxWaitMs ?? 300_000;
  // The earliest moment the next request to a host may start: one interval after the last one,
  // 5 % more, so that no second holds one request too many as the server sees them arrive.
  const nextSlot = new Map<string, number>();
  let requests = 0;

  async function takeSlot(host: string): Promise<void> {
    const limit = options.limits?.find((l) => l.hosts.includes(host));
    if (!limit) return;
    const group = limit.hosts.join(" ");
    const interval = (1000 / limit.perSecond) * 1.05;
    const now = Date.now();
    const at = Math.max(now, nextSlot.get(group) ?? 0);
    nextSlot.set(group, at + interval);
    if (at > now) await sleep(at - now, options.signal);
  }

  async function once(
    url: string,
    check?: (text: string) => void,
    file?: string,
  ): Promise<HttpResult | { retry: string; waitMs?: number }> {
    await takeSlot(new URL(url).host);
    requests++;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { "User-Agent": options.userAgent, "Accept-Encoding": "gzip, deflate" },
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      return { retry: `no answer (${(error as Error).message})` };
    }
    if (response.status === 429 || response.status >= 500) {
      await response.body?.cancel().catch(() => undefined);
      return { retry: `HTTP ${response.status}`, waitMs: retryAfterMs(response.headers.get("retry-after")) };
    }
    if (response.status === 404) {
      await response.body?.cancel().catch(() => undefined);
      return { status: 404, text: "" };
    }
    if (response.status < 200 || response.status >= 300) {
      await response.body?.cancel().catch(() => undefined);
      throw new FetchFailed(url, `HTTP ${response.status} from ${url}`);
    }
    if (file) {
      try {
        await pipeline(
          Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
          createWriteStream(file),
          options.signal ? { signal: options.signal } : {},
        );
      } catch (error) {
        if (options.signal?.aborted) throw error;
        return { retry: `body cut short (${(error as Error).message})` };
      }
      return { status: response.status, text: "" };
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (options.signal?.aborted) throw error;
      return { retry: `body cut short (${(error as Error).message})` };
    }
    try {
      check?.(text);
    } catch (error) {
      return { retry: `incomplete body (${(error as Error).message})` };
    }
    return { status: response.status, text };
  }

  async function withRetries(url: string, check?: (text: string) => void, file?: string): Promise<HttpResult> {
    for (let attempt = 0; ; attempt++) {
      const result = await once(url, check, file);
      if (!("retry" in result)) return result;
      if (attempt >= retries) throw new FetchFailed(url, `${result.retry} from ${url}, ${retries + 1} tries`);
      const wait = Math.min(maxWait, result.waitMs ?? backoff * 2 ** attempt);
      options.onRetry?.(url, result.retry, wait);
      await sleep(wait, options.signal);
    }
  }

  return {
    get requests() {
      return requests;
    },
    get: (url, check) => withRetries(url, check),
    download: async (url, file) => (await withRetries(url, undefined, file)).status,
  };
}
