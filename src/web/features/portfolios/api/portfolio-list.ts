import { api } from "../../../../domain/paths";
import { portfoliosAnswerSchema, type Portfolio } from "../../../../domain/contracts/portfolios";
import { apiRead } from "../../../lib/api-client";

// The member's portfolios, parsed by the contract: loaded when a company page's Add to portfolio
// is first opened, so zod stays out of the page's first load.

export async function listPortfolios(): Promise<Portfolio[]> {
  return (await apiRead(api.portfolios(), portfoliosAnswerSchema)).portfolios;
}
