import { once } from "node:events";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";

// Bulk loading through COPY: text format for ordinary rows, binary for packed price years.
// Each writer owns one connection and one transaction, so a failed load leaves nothing.

type Cell = string | number | boolean | null | undefined;

const NEEDS_ESCAPE = /[\\\t\n\r]/;

function textCell(value: Cell): string {
  if (value === null || value === undefined) return "\\N";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "\\N";
  if (typeof value === "boolean") return value ? "t" : "f";
  // Most cells (dates, tickers, names) need no escaping: one scan instead of four replaces.
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r");
}

export class CopyWriter {
  private stream: NodeJS.WritableStream | undefined;
  private chunks: string[] = [];
  private size = 0;
  rows = 0;

  private constructor(
    private readonly client: pg.Client,
    private readonly binary: boolean,
  ) {}

  /**
   * `truncate` empties the table inside the same transaction first: with wal_level=minimal
   * (the embedded server's setting) PostgreSQL then writes the COPY without WAL.
   */
  static async open(
    pool: pg.Pool,
    table: string,
    columns: string[],
    binary = false,
    truncate = false,
  ): Promise<CopyWriter> {
    // A connection of its own, outside the pool: a load holds several at once for minutes and
    // must neither starve nor depend on the pool's size.
    const client = new pg.Client(pool.options);
    await client.connect();
    await client.query("BEGIN");
    if (truncate) {
      await client.query(`TRUNCATE ${table}`);
      // A fresh load is generated consistent; skipping the per-row foreign-key triggers roughly
      // halves PostgreSQL's share of the work. Only a superuser may (the embedded server's
      // user is); elsewhere the checks simply run.
      await client.query("SAVEPOINT replica");
      try {
        await client.query("SET LOCAL session_replication_role = replica");
      } catch {
        await client.query("ROLLBACK TO SAVEPOINT replica");
      }
    }
    const writer = new CopyWriter(client, binary);
    writer.stream = client.query(
      copyFrom(`COPY ${table} (${columns.join(", ")}) FROM STDIN${binary ? " (FORMAT binary)" : ""}`),
    );
    if (binary) await writer.write(Buffer.concat([Buffer.from("PGCOPY\n\xff\r\n\0", "latin1"), Buffer.alloc(8)]));
    return writer;
  }

  private async write(data: string | Buffer): Promise<void> {
    if (!this.stream!.write(data)) await once(this.stream!, "drain");
  }

  /** Buffers text rows and flushes them in large writes. */
  async row(...cells: Cell[]): Promise<void> {
    const line = cells.map(textCell).join("\t") + "\n";
    this.chunks.push(line);
    this.size += line.length;
    this.rows++;
    if (this.size > 1 << 20) await this.flush();
  }

  /** One binary tuple of already-encoded fields (null for SQL NULL). */
  async tuple(fields: (Buffer | null)[]): Promise<void> {
    let length = 2;
    for (const f of fields) length += 4 + (f ? f.length : 0);
    const out = Buffer.allocUnsafe(length);
    out.writeInt16BE(fields.length, 0);
    let o = 2;
    for (const f of fields) {
      if (!f) {
        out.writeInt32BE(-1, o);
        o += 4;
        continue;
      }
      out.writeInt32BE(f.length, o);
      f.copy(out, o + 4);
      o += 4 + f.length;
    }
    this.rows++;
    await this.write(out);
  }

  private async flush() {
    if (this.chunks.length === 0) return;
    const text = this.chunks.join("");
    this.chunks = [];
    this.size = 0;
    await this.write(text);
  }

  async commit(): Promise<void> {
    try {
      await this.flush();
      if (this.binary) await this.write(Buffer.from([0xff, 0xff]));
      const done = once(this.stream!, "finish");
      this.stream!.end();
      await done;
      await this.client.query("COMMIT");
    } finally {
      await this.client.end();
    }
  }

  async abort(): Promise<void> {
    try {
      this.stream?.end();
      await this.client.query("ROLLBACK").catch(() => undefined);
    } finally {
      await this.client.end().catch(() => undefined);
    }
  }
}

// Binary field encoders (network byte order).
const PG_EPOCH_DAYS = Date.UTC(2000, 0, 1) / 86_400_000;

export const binary = {
  int4(v: number): Buffer {
    const b = Buffer.allocUnsafe(4);
    b.writeInt32BE(v);
    return b;
  },
  int2(v: number): Buffer {
    const b = Buffer.allocUnsafe(2);
    b.writeInt16BE(v);
    return b;
  },
  date(iso: string): Buffer {
    const days =
      Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000 -
      PG_EPOCH_DAYS;
    return binary.int4(days);
  },
};
