import { paths } from "../../../domain/paths";
import { addTransaction, createPortfolio } from "./api/portfolios";
import { NEW_PORTFOLIO, PORTFOLIO_BUY_INTENT, type AddToPortfolioResult } from "./add-to-portfolio-intent";

// The company page's Add to portfolio, in the page's clientAction: a buy of the company in one of
// the member's portfolios, or in a new one created first under the name given.

export async function addToPortfolioAction(form: FormData): Promise<AddToPortfolioResult> {
  const intent = PORTFOLIO_BUY_INTENT;
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const shares = Number(text("shares"));
  try {
    let portfolioId = Number(text("portfolio_id"));
    let portfolioName = text("portfolio_name");
    if (text("portfolio_id") === NEW_PORTFOLIO) {
      const created = await createPortfolio(text("new_name"));
      portfolioId = created.id;
      portfolioName = created.name;
    }
    await addTransaction(portfolioId, {
      date: text("date"),
      kind: "buy",
      company_id: Number(text("company_id")),
      shares,
      price: Number(text("price")),
    });
    return {
      intent,
      added: { portfolioId, portfolioName, portfolioUrl: paths.portfolio(portfolioId), shares },
      error: null,
    };
  } catch (e) {
    return { intent, added: null, error: e instanceof Error ? e.message : "The buy could not be added." };
  }
}
