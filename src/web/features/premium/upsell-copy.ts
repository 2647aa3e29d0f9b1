import { CHECKS } from "../../../domain/checks/registry";
import { SCORED_CATEGORIES } from "../../../domain/checks/types";
import type { PremiumModal } from "../../../domain/premium/upsells";
import { COMPONENTS, COMPONENT_INFO } from "../../../domain/rating/components";

// The words of the five upsell modals (spec 2.2): a title, a description that says full access
// requires Premium, and the call to action. Counts and names come from the catalogues.

export interface UpsellCopy {
  title: string;
  description: string;
}

export const FULL_ACCESS = "Full access requires Premium.";
export const UPSELL_CALL_TO_ACTION = "Start trial";
export const ALL_FEATURES_LINK = "See all Premium features";
export const ALREADY_PREMIUM = "Already have a premium account?";

const componentNames = COMPONENTS.map((c) => COMPONENT_INFO[c].name);
const componentList = `${componentNames.slice(0, -1).join(", ")} and ${componentNames.at(-1) ?? ""}`;
const scoredChecks = CHECKS.filter((c) => (SCORED_CATEGORIES as readonly string[]).includes(c.category)).length;

export const UPSELL_COPY: Record<PremiumModal, UpsellCopy> = {
  "due-diligence-score": {
    title: "See What Is Behind the Score",
    description: `The Due Diligence Score sums up ${scoredChecks} checks in ${SCORED_CATEGORIES.length} dimensions. Premium shows which checks a company passes in each one and lets you screen by them. ${FULL_ACCESS}`,
  },
  "due-diligence": {
    title: "Unlock Every Due Diligence Check",
    description: `Read all ${scoredChecks} due diligence checks in full, from valuation to dividends, and see why a company passes or fails each one. ${FULL_ACCESS}`,
  },
  "top-analysts": {
    title: "Follow the Top Analysts",
    description: `See what the analysts with the best backtested forecasts expect of a stock: their upside, their consensus and how many of them cover it. ${FULL_ACCESS}`,
  },
  "zen-rating": {
    title: "Unlock the Zen Rating",
    description: `See every stock's Zen Rating from A (Strong Buy) to F (Strong Sell), its ${componentNames.length} component ratings (${componentList}) and its history. ${FULL_ACCESS}`,
  },
  screener: {
    title: "Unlock the Premium Screener",
    description: `Screen, sort and filter by the Zen Rating and its ${componentNames.length} component ratings, the top analysts' views and every due diligence check. ${FULL_ACCESS}`,
  },
};
