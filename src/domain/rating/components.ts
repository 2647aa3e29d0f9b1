// The seven component ratings and their number of factors (spec section 3).

export const COMPONENTS = ["value", "growth", "momentum", "sentiment", "safety", "financials", "ai"] as const;
export type Component = (typeof COMPONENTS)[number];

export interface ComponentInfo {
  key: Component;
  name: string;
  factors: number;
  description: string;
}

export const COMPONENT_INFO: Record<Component, ComponentInfo> = {
  value: {
    key: "value",
    name: "Value",
    factors: 21,
    description:
      "How cheap the stock is against its earnings, cash flow, sales, book value and fair value, on its own and against its industry.",
  },
  growth: {
    key: "growth",
    name: "Growth",
    factors: 22,
    description:
      "How fast and how steadily earnings, revenue, cash flow and book value have grown, and are forecast to grow.",
  },
  momentum: {
    key: "momentum",
    name: "Momentum",
    factors: 22,
    description:
      "How the price has moved over one month to three years, against its moving averages, its 52-week range and its industry.",
  },
  sentiment: {
    key: "sentiment",
    name: "Sentiment",
    factors: 14,
    description:
      "What analysts and insiders do: ratings and their changes, price targets, estimate revisions and insider buying.",
  },
  safety: {
    key: "safety",
    name: "Safety",
    factors: 6,
    description:
      "How calm the stock and its books are: volatility, beta, drawdowns, leverage, liquidity and steady earnings.",
  },
  financials: {
    key: "financials",
    name: "Financials",
    factors: 26,
    description:
      "How profitable and sound the business is: returns on capital, margins and their trends, cash conversion and balance sheet strength.",
  },
  ai: {
    key: "ai",
    name: "AI",
    factors: 1,
    description:
      "A model trained only on earlier months to predict next month's relative return from all the other factors.",
  },
};
