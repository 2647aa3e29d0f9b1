// Errors that mean "the database cannot be reached right now", as opposed to a fault in a query:
// the server is down, restarting, recovering, or the connection to it was cut. Requests that
// meet one are answered 503 with Retry-After, not 500: the client may simply retry.

/** Seconds a client is asked to wait; the embedded server usually restarts within a few. */
export const RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "EAI_AGAIN"]);

// SQLSTATE 08xxx: connection exceptions; 57P01-57P03: admin shutdown, crash shutdown,
// cannot connect now (starting up or in recovery); 57P05: idle session timeout.
const SQLSTATES = /^(08\d{3}|57P0[1235])$/;

// node-postgres reports a cut connection by message only.
const MESSAGES = [
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "timeout exceeded when trying to connect",
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) return true;
  if (MESSAGES.some((m) => error.message.startsWith(m))) return true;
  // Connecting to `localhost` tries each address; Node reports all the failures together.
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return error.cause !== undefined && isDatabaseUnavailable(error.cause, depth + 1);
}

/**
 * Runs a step of the server's start again while the database is out of reach (the embedded
 * server restarted under us, a managed one failing over): a site that already answers should not
 * stop for an outage its supervisor is mending. Other errors, and the last attempt's, are thrown.
 */
export async function retryWhileDatabaseUnavailable<T>(
  step: () => Promise<T>,
  options: {
    attempts: number;
    delayMs: number;
    signal?: AbortSignal;
    onRetry?: (error: Error, attempt: number) => void;
  },
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || attempt >= options.attempts || options.signal?.aborted) throw error;
      options.onRetry?.(error as Error, attempt);
      await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    }
  }
}
