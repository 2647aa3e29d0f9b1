import { FieldError } from "./values";

// The problems found in one file. A file with any problem is rejected whole; the first few are
// kept to show, since a file broken in one way is usually broken the same way on every line.

export interface RowError {
  /** 1-based line, or null for the file as a whole. */
  line: number | null;
  message: string;
}

const KEEP = 20;

export class RowErrors {
  readonly list: RowError[] = [];
  count = 0;

  add(line: number | null, message: string): void {
    this.count++;
    if (this.list.length < KEEP) this.list.push({ line, message });
  }

  get empty(): boolean {
    return this.count === 0;
  }

  /** Reads one row; a FieldError becomes that row's error and the answer undefined. */
  row<T>(line: number | null, read: () => T): T | undefined {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      this.add(line, error.message);
      return undefined;
    }
  }
}
