import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { connect } from "./connection";

describe("the pool", () => {
  it("reports an idle connection that the server ended, and carries on with a new one", async () => {
    const adminUrl = inject("pgAdminUrl");
    const failures: Error[] = [];
    let failed!: () => void;
    const reported = new Promise<void>((resolve) => (failed = resolve));
    const { db, pool } = connect(adminUrl, 2, (error) => {
      failures.push(error);
      failed();
    });
    try {
      const { rows } = await pool.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      // The connection is idle in the pool now; the server ends it (a restart, an admin).
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query("SELECT pg_terminate_backend($1)", [rows[0]!.pid]);
      await admin.end();
      await reported;
      expect(failures[0]!.message).toMatch(/terminat/i);
      const again = await pool.query<{ one: number }>("SELECT 1 AS one");
      expect(again.rows[0]!.one).toBe(1);
    } finally {
      await db.destroy();
    }
  });
});
