import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { freePort } from "../../test/support/free-port";
import { isDatabaseUnavailable, retryWhileDatabaseUnavailable } from "./database-unavailable";

// What node-postgres really throws, told apart: the database out of reach (503, retry) versus a
// fault in the query itself (500).

async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected an error");
}

describe("isDatabaseUnavailable", () => {
  it("is true when nothing listens where the database should be", async () => {
    const client = new pg.Client({ connectionString: `postgres://postgres@localhost:${await freePort()}/none` });
    expect(isDatabaseUnavailable(await errorOf(() => client.connect()))).toBe(true);
  });

  it("is true when the server ends the session, and for the next query on that client", async () => {
    const client = new pg.Client({ connectionString: inject("pgAdminUrl") });
    client.on("error", () => undefined);
    await client.connect();
    const admin = new pg.Client({ connectionString: inject("pgAdminUrl") });
    await admin.connect();
    const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    const cut = errorOf(() => client.query("SELECT pg_sleep(30)"));
    await new Promise((r) => setTimeout(r, 200));
    await admin.query("SELECT pg_terminate_backend($1)", [rows[0]!.pid]);
    await admin.end();
    expect(isDatabaseUnavailable(await cut)).toBe(true);
    expect(isDatabaseUnavailable(await errorOf(() => client.query("SELECT 1")))).toBe(true);
  });

  it("is false for a fault in the query itself", async () => {
    const client = new pg.Client({ connectionString: inject("pgAdminUrl") });
    await client.connect();
    try {
      expect(isDatabaseUnavailable(await errorOf(() => client.query("SELECT 1/0")))).toBe(false);
      expect(isDatabaseUnavailable(await errorOf(() => client.query("SELEC 1")))).toBe(false);
    } finally {
      await client.end();
    }
  });

  it("is false for errors that are not the database's", () => {
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});

describe("retryWhileDatabaseUnavailable", () => {
  // A database that answers from the third attempt on: nothing listens on its port until then.
  async function databaseBackOnAttempt(back: number) {
    const gone = `postgres://postgres@127.0.0.1:${await freePort()}/none`;
    let attempts = 0;
    const step = async () => {
      attempts++;
      const client = new pg.Client({ connectionString: attempts >= back ? inject("pgAdminUrl") : gone });
      await client.connect();
      try {
        return (await client.query<{ one: number }>("SELECT 1 AS one")).rows[0]!.one;
      } finally {
        await client.end();
      }
    };
    return { step, attempts: () => attempts };
  }

  it("runs the step again until the database answers", async () => {
    const { step, attempts } = await databaseBackOnAttempt(3);
    const retried: number[] = [];
    const one = await retryWhileDatabaseUnavailable(step, {
      attempts: 5,
      delayMs: 10,
      onRetry: (_error, attempt) => retried.push(attempt),
    });
    expect(one).toBe(1);
    expect(attempts()).toBe(3);
    expect(retried).toEqual([1, 2]);
  });

  it("gives up after its attempts with the database's error", async () => {
    const { step, attempts } = await databaseBackOnAttempt(10);
    const error = await errorOf(() => retryWhileDatabaseUnavailable(step, { attempts: 2, delayMs: 10 }));
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(attempts()).toBe(2);
  });

  it("throws a fault in the step itself at once", async () => {
    let attempts = 0;
    const error = await errorOf(() =>
      retryWhileDatabaseUnavailable(
        async () => {
          attempts++;
          throw new TypeError("x is undefined");
        },
        { attempts: 5, delayMs: 10 },
      ),
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(attempts).toBe(1);
  });

  it("stops retrying once the server is stopping", async () => {
    const { step, attempts } = await databaseBackOnAttempt(10);
    const stopping = new AbortController();
    stopping.abort();
    const error = await errorOf(() =>
      retryWhileDatabaseUnavailable(step, { attempts: 5, delayMs: 10, signal: stopping.signal }),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(attempts()).toBe(1);
  });
});
