import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import type { Mailer } from "../../mail/mailer";

/** What the account services need: the database, the mailer and the address links point at. */
export interface AccountServices {
  db: Kysely<DB>;
  mailer: Mailer;
  publicUrl: string;
  /** Ends what the payment provider would still charge the user for (before their account goes). */
  endBilling: (userId: number) => Promise<void>;
}
