import type { WatchlistFrequency } from "../schema";
import type { Executor } from "./portfolios";

// A portfolio's digest setting (migration 0093), read and changed through its owner only.

export interface PortfolioDigestSetting {
  subscribed: boolean;
  frequency: WatchlistFrequency;
}

export async function readPortfolioDigest(
  db: Executor,
  userId: number,
  id: number,
): Promise<PortfolioDigestSetting | undefined> {
  const row = await db
    .selectFrom("portfolios")
    .select(["subscribed", "subscription_frequency"])
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row && { subscribed: row.subscribed, frequency: row.subscription_frequency };
}

/** Changes the setting; undefined when the portfolio is not the member's. */
export async function setPortfolioDigest(
  db: Executor,
  userId: number,
  id: number,
  setting: PortfolioDigestSetting,
): Promise<PortfolioDigestSetting | undefined> {
  const row = await db
    .updateTable("portfolios")
    .set({ subscribed: setting.subscribed, subscription_frequency: setting.frequency })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returning(["subscribed", "subscription_frequency"])
    .executeTakeFirst();
  return row && { subscribed: row.subscribed, frequency: row.subscription_frequency };
}
