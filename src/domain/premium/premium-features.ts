import { CHECKS } from "../checks/registry";
import { CATEGORIES, CATEGORY_LABELS, SCORED_CATEGORIES } from "../checks/types";
import { COMPONENTS, COMPONENT_INFO } from "../rating/components";
import { SCREENER_COLUMNS } from "../screener/columns";
import { SCREENER_FILTERS } from "../screener/filters";
import { CHECK_GROUP_IDS, FILTER_GROUPS } from "../screener/groups";
import { upsellForScreenerItem, type PremiumModal } from "./upsells";

// What Premium unlocks (the /plans feature table, spec 2.2's /plans#features), generated from
// the catalogues the server locks by: the screener's premiumLockable and lockable columns and
// filters, the checklist's checks and the rating's components. A field added to a catalogue
// shows here without anyone editing a list.

export interface PremiumFeatureRow {
  feature: string;
  /** Where it shows and what it is. */
  detail: string;
  /** What a visitor without Premium gets. */
  free: string;
}

export interface PremiumFeatureSection {
  /** The upsell modal that sells this part (the anchor of its section is `features-<id>`). */
  id: PremiumModal;
  title: string;
  rows: PremiumFeatureRow[];
}

interface Item {
  key: string;
  name: string;
  groupId: number;
  premiumLockable: boolean;
  lockable: boolean;
}

/** A screener item the server locks without Premium (the policy's rule, read from the flags). */
function lockedWithoutPremium(item: Item): boolean {
  return item.premiumLockable || (item.lockable && CHECK_GROUP_IDS.has(item.groupId));
}

/** Every locked screener field once, as column, filter or both, in catalogue order. */
export function lockedScreenerFields(): {
  key: string;
  name: string;
  groupId: number;
  where: string;
  modal: PremiumModal;
}[] {
  const columns = new Map(SCREENER_COLUMNS.filter(lockedWithoutPremium).map((c) => [c.key, c]));
  const filters = new Map(SCREENER_FILTERS.filter(lockedWithoutPremium).map((f) => [f.key, f]));
  const keys = [...new Set([...columns.keys(), ...filters.keys()])];
  return keys.map((key) => {
    const item = (columns.get(key) ?? filters.get(key)) as Item;
    const where =
      columns.has(key) && filters.has(key)
        ? "Screener column and filter"
        : columns.has(key)
          ? "Screener column"
          : "Screener filter";
    return { key, name: item.name, groupId: item.groupId, where, modal: upsellForScreenerItem(item) };
  });
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function premiumFeatureSections(): PremiumFeatureSection[] {
  const fields = lockedScreenerFields();
  const groupName = new Map<number, string>(FILTER_GROUPS.map((g) => [g.id, g.name]));

  const rating: PremiumFeatureSection = {
    id: "zen-rating",
    title: "Zen Rating",
    rows: [
      {
        feature: "Zen Rating",
        detail: `The grade A (Strong Buy) to F (Strong Sell) of every rated stock, its score out of 10 and its history, on company, sector and industry pages`,
        free: "Locked",
      },
      ...COMPONENTS.map((key) => {
        const c = COMPONENT_INFO[key];
        return {
          feature: `${c.name} rating`,
          detail: `${plural(c.factors, "factor", "factors")}. ${c.description}`,
          free: "Locked",
        };
      }),
    ],
  };

  const screener: PremiumFeatureSection = {
    id: "screener",
    title: "Stock screener",
    rows: fields
      .filter((f) => f.modal === "screener")
      .map((f) => ({ feature: f.name, detail: `${f.where} (${groupName.get(f.groupId) ?? ""})`, free: "Locked" })),
  };

  const analysts: PremiumFeatureSection = {
    id: "top-analysts",
    title: "Top analysts",
    rows: fields
      .filter((f) => f.modal === "top-analysts")
      .map((f) => ({
        feature: f.name,
        detail: `${f.where}: what the analysts with the best backtested forecasts expect`,
        free: "Locked",
      })),
  };

  const checkFilters = fields.filter((f) => f.modal === "due-diligence");
  // The spec's 38 are the scored checks; the insider check is shown beside them, unscored.
  const scored = CHECKS.filter((c) => (SCORED_CATEGORIES as readonly string[]).includes(c.category)).length;
  const checks: PremiumFeatureSection = {
    id: "due-diligence",
    title: `Due diligence checklist (${scored} checks)`,
    rows: CATEGORIES.flatMap((category) => {
      const inCategory = CHECKS.filter((c) => c.category === category);
      if (inCategory.length === 0) return [];
      return [
        {
          feature: `${CATEGORY_LABELS[category]} checks (${inCategory.length})`,
          detail: inCategory.map((c) => c.title).join("; "),
          free: "Five-word preview",
        },
      ];
    }),
  };
  checks.rows.push({
    feature: "Screen by every check",
    detail: `${plural(checkFilters.length, "pass or fail filter", "pass or fail filters")} in the screener's Due Diligence Score groups`,
    free: "Locked",
  });

  const score: PremiumFeatureSection = {
    id: "due-diligence-score",
    title: "Due Diligence Score",
    rows: [
      {
        feature: "What is behind each score",
        detail: `Which checks a company passes in each of the ${SCORED_CATEGORIES.length} scored dimensions, on every company page`,
        free: "The scores only",
      },
    ],
  };

  return [rating, screener, analysts, checks, score].filter((s) => s.rows.length > 0);
}
