import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import type { Mailer } from "../../mail/mailer";

/** What the account routes need from the app. */
export interface AccountDeps {
  db: Kysely<DB>;
  mailer: Mailer;
  publicUrl: string;
  secureCookies: boolean;
}
