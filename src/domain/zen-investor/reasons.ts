import type { SellReason } from "./run";

// The rule's reasons in words, as the alert pages, the dashboard and the alert mails say them (the
// rule itself says them on the landing page).

const SELL_REASONS: Record<SellReason, string> = {
  delisted: "stopped trading (sold at its last price)",
  stop: "stop hit",
  grade: "Zen Rating fell below C",
  score: "score fell under the floor",
};

export function reasonText(reason: string): string {
  return reason === "qualifies" ? "meets every buy condition" : (SELL_REASONS[reason as SellReason] ?? reason);
}
