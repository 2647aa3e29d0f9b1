import type { Grade } from "../../../domain/rating/grades";
import { UpsellLink } from "../../components/ui/premium-offer";
import { LockedIcon } from "../../components/ui/status-icons";
import { GRADE_COLOURS } from "./grade-style";
import { recommendationOf } from "./rating-format";

// A grade as a coloured square with its letter (A green ... F red). The letter is always there
// and a screen reader hears "Grade A, Strong Buy": colour is never the only cue.

const SIZES = {
  large: "h-16 w-16 text-4xl rounded-xl",
  medium: "h-9 w-9 text-xl rounded-lg",
  small: "h-7 w-7 text-base rounded-md",
} as const;

interface Props {
  grade: Grade;
  size?: keyof typeof SIZES;
  /** Say the recommendation to a screen reader (when it is not printed beside the badge). */
  withRecommendation?: boolean;
}

export function GradeBadge({ grade, size = "small", withRecommendation = false }: Props) {
  return (
    <span
      data-grade={grade}
      className={`inline-flex shrink-0 items-center justify-center font-bold leading-none text-white ${SIZES[size]}`}
      style={{ backgroundColor: GRADE_COLOURS[grade] }}
    >
      <span className="sr-only">Grade </span>
      {grade}
      {withRecommendation ? <span className="sr-only">, {recommendationOf(grade)}</span> : null}
    </span>
  );
}

/** Where a Premium grade would be: a lock and the word for it, opening the Zen Rating upsell. */
export function LockedGrade({ label = "Premium" }: { label?: string }) {
  return (
    <UpsellLink
      modal="zen-rating"
      className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-emerald-800"
      aria-label="Zen Rating: Premium"
    >
      <span className="inline-flex items-center gap-1" data-locked="true">
        <LockedIcon className="h-4 w-4" />
        <span>{label}</span>
      </span>
    </UpsellLink>
  );
}

/** A grade with its recommendation written beside it, for tables. */
export function GradeWithRecommendation({ grade }: { grade: Grade }) {
  return (
    <span className="inline-flex items-center gap-2">
      <GradeBadge grade={grade} /> <span>{recommendationOf(grade)}</span>
    </span>
  );
}
