import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { PriceIds } from "../../../domain/billing/plans";
import type { DB } from "../../../db/schema";
import type { PriceBook } from "./price-book";

/** What the billing services need: the database, the provider's SDK client and our price ids. */
export interface BillingDeps {
  db: Kysely<DB>;
  stripe: Stripe;
  priceIds: PriceIds;
  prices: PriceBook;
  webhookSecret: string;
  /** Where the provider sends the browser back to (success, cancel and portal return pages). */
  publicUrl: string;
  log: FastifyBaseLogger;
}
