import { useId, type ReactNode } from "react";
import type { DueDiligence } from "../../../domain/contracts/company";
import { SUBSCRIBE_PROMPT } from "../../../domain/checks/checklist";
import { DIMENSION_SIZES } from "../../../domain/checks/scoring";
import { CATEGORIES, CATEGORY_LABELS, type CheckCategory, type CheckStatus } from "../../../domain/checks/types";
import { UpsellLink } from "../../components/ui/premium-offer";
import { FailedIcon, LockedIcon, PassedIcon, UnavailableIcon } from "../../components/ui/status-icons";

// The full due-diligence checklist, grouped by category in the spec's order. The server has
// already dropped what may not be shown (unknown; unavailable unless asked) and, for a session
// with lockCompanies, turned every status into locked with a five-word preview.

type Check = DueDiligence["checks"][number];
type ShownStatus = Exclude<CheckStatus, "unknown">;

const STATUS: Record<ShownStatus, { label: string; icon: ReactNode; tone: string }> = {
  passed: { label: "Passed", icon: <PassedIcon />, tone: "text-emerald-800" },
  failed: { label: "Failed", icon: <FailedIcon />, tone: "text-red-700 dark:text-red-300" },
  locked: { label: "Locked", icon: <LockedIcon />, tone: "text-slate-700" },
  unavailable: { label: "Not available", icon: <UnavailableIcon />, tone: "text-slate-700" },
};

const PROMPT_LINK_TEXT = "Subscribe to Premium";

/**
 * A locked check: the server's five-word preview, then the subscribe prompt with its first
 * words as the link to the Premium features (opening the due diligence upsell). The server writes the prompt (SUBSCRIBE_PROMPT)
 * after the preview; if it ever does not, the link is added after the preview.
 */
function LockedSentence({ content }: { content: string }) {
  const preview = content.endsWith(SUBSCRIBE_PROMPT) ? content.slice(0, -SUBSCRIBE_PROMPT.length).trimEnd() : content;
  const rest = SUBSCRIBE_PROMPT.startsWith(PROMPT_LINK_TEXT) ? SUBSCRIBE_PROMPT.slice(PROMPT_LINK_TEXT.length) : ".";
  return (
    <>
      {preview}{" "}
      <UpsellLink modal="due-diligence" className="font-medium text-emerald-800 underline hover:text-emerald-900">
        {PROMPT_LINK_TEXT}
      </UpsellLink>
      {rest}
    </>
  );
}

function CheckItem({ check, title }: { check: Check; title: string }) {
  if (check.status === "unknown") return null;
  const status = STATUS[check.status];
  return (
    <li className="flex gap-3 border-b border-slate-100 py-3" data-check-type={check.type} data-status={check.status}>
      <span className={`mt-0.5 flex w-24 shrink-0 items-start gap-1.5 text-sm font-semibold ${status.tone}`}>
        {status.icon}
        <span>{status.label}</span>
      </span>
      <div className="min-w-0">
        <h4 className="font-medium">{title}</h4>
        <p className="mt-0.5 text-sm text-slate-700">
          {check.status === "locked" ? <LockedSentence content={check.content} /> : check.content}
        </p>
      </div>
    </li>
  );
}

function CategoryGroup({
  category,
  checks,
  titles,
  empty,
  locked,
}: {
  category: CheckCategory;
  checks: Check[];
  titles: Readonly<Record<string, string>>;
  empty: string;
  locked: boolean;
}) {
  const id = useId();
  const shown = checks.filter((c) => c.status !== "unknown");
  const passed = shown.filter((c) => c.status === "passed").length;
  // A scored dimension counts out of its full size (spec 9), hidden unavailable checks included.
  const outOf = category === "ownership" ? shown.length : DIMENSION_SIZES[category];
  return (
    <section aria-labelledby={id} data-category={category} className="mt-6">
      <h3
        id={id}
        className="flex items-baseline justify-between gap-2 border-b border-slate-200 pb-1 text-base font-semibold"
      >
        {CATEGORY_LABELS[category]}
        {shown.length > 0 && shown.every((c) => c.status === "passed" || c.status === "failed") ? (
          <span className="text-sm font-normal text-slate-600">
            {passed} of {outOf} passed
          </span>
        ) : null}
      </h3>
      {shown.length > 0 ? (
        <ul className="lg:grid lg:grid-cols-2 lg:gap-x-8">
          {shown.map((check) => (
            <CheckItem key={check.type} check={check} title={titles[check.type] ?? check.type} />
          ))}
        </ul>
      ) : (
        <p className="py-3 text-sm text-slate-700">{empty}</p>
      )}
      {/* Unavailable checks are not listed (spec 4) but still count in the score; say so. Not
          for a locked session, where it would tell which checks do not pass. */}
      {!locked && shown.length > 0 && shown.length < outOf ? (
        <p className="pt-2 text-xs text-slate-600">
          {outOf - shown.length === 1 ? "One more check" : `${outOf - shown.length} more checks`} could not be run for
          lack of data and
          {outOf - shown.length === 1 ? " counts" : " count"} as not passed.
        </p>
      ) : null}
    </section>
  );
}

interface Props {
  dueDiligence: DueDiligence;
  companyName: string;
  /** Each check's title by its type (the loader's `checkTitles`); a type without one shows as itself. */
  titles: Readonly<Record<string, string>>;
}

export function Checklist({ dueDiligence, companyName, titles }: Props) {
  const scored = new Set(dueDiligence.dimensions.map((d) => d.category));
  return (
    <div data-testid="checklist">
      {CATEGORIES.map((category) => {
        const checks = dueDiligence.checks.filter((c) => c.category === category);
        const empty =
          category === "dividend" && !scored.has("dividend")
            ? `${companyName} paid no dividend in the last 10 years, so the dividend checks do not apply.`
            : `No ${CATEGORY_LABELS[category].toLowerCase()} checks could be run: the data they need is not available.`;
        return (
          <CategoryGroup
            key={category}
            category={category}
            checks={checks}
            titles={titles}
            empty={empty}
            locked={dueDiligence.locked}
          />
        );
      })}
    </div>
  );
}
