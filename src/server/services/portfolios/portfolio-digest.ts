import type { Kysely } from "kysely";
import { setPortfolioDigest, type PortfolioDigestSetting } from "../../../db/repositories/portfolio-digests";
import type { DB } from "../../../db/schema";
import { AppError } from "../../errors";

// A portfolio's digest setting, changed by its owner only (another member's id: 404).

export async function changePortfolioDigest(
  db: Kysely<DB>,
  userId: number,
  id: number,
  setting: PortfolioDigestSetting,
): Promise<PortfolioDigestSetting> {
  const changed = await setPortfolioDigest(db, userId, id, setting);
  if (!changed) throw new AppError("PORTFOLIO_NOT_FOUND");
  return changed;
}
