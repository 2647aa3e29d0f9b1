import type { ComponentProps } from "react";
import { InfoIcon } from "../../components/ui/info-icon";

// The button of a column header's explanation (column-info.tsx), the same before and after its
// tooltip loads.

export function InfoButton({ name, ...props }: { name: string } & ComponentProps<"button">) {
  return (
    <button
      type="button"
      // 24 px square: WCAG 2.2's minimum target, beside the sort link or, in a narrow column,
      // under it (no negative margin, so the two never overlap).
      className="inline-flex h-6 w-6 items-center justify-center rounded-full align-middle text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600"
      aria-label={`About ${name}`}
      data-testid="column-info"
      {...props}
    >
      <InfoIcon />
    </button>
  );
}
