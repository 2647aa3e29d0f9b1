import type { ColumnType, Generated } from "kysely";

// Table types for Kysely, written by hand next to the SQL migrations they mirror.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cio_id: string | null;
  cio_unsubscribed: Generated<boolean>;
  country_code: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  user_agent: string | null;
  ip: string | null;
}

export interface WatchlistsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  position: Generated<number>;
  subscribed: Generated<boolean>;
  subscription_frequency: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  watchlists: WatchlistsTable;
}
