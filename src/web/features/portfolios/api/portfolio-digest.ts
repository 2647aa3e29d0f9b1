import { api } from "../../../../domain/paths";
import { portfolioDigestAnswerSchema, type PortfolioDigest } from "../../../../domain/contracts/portfolios";
import { apiRead } from "../../../lib/api-client";

// The portfolio's digest setting, the answer parsed by the contract; loaded by the page's
// clientAction when the setting is first changed, so zod stays out of the page's first load.

export async function changePortfolioDigest(id: number, digest: PortfolioDigest): Promise<PortfolioDigest> {
  return (await apiRead(api.portfolioDigest(id), portfolioDigestAnswerSchema, { method: "PUT", json: { digest } }))
    .digest;
}
