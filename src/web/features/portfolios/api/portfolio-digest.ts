import { api } from "../../../../domain/paths";
import { portfolioDigestAnswerSchema, type PortfolioDigest } from "../../../../domain/contracts/portfolios";
import { errorFrom, send } from "../../../lib/api-client";

// The portfolio's digest setting, the answer parsed by the contract; loaded by the page's
// clientAction when the setting is first changed, so zod stays out of the page's first load.

export async function changePortfolioDigest(id: number, digest: PortfolioDigest): Promise<PortfolioDigest> {
  const answer = await send(api.portfolioDigest(id), { method: "PUT", json: { digest } });
  if (answer.status < 200 || answer.status >= 300) throw errorFrom(answer);
  return portfolioDigestAnswerSchema.parse(JSON.parse(answer.text ?? "null")).digest;
}
