import type { AllocationSlice, PortfolioReport } from "../../../domain/contracts/portfolios";
import { BarChart } from "../../components/ui/bar-chart";
import { UpsellLink } from "../../components/ui/premium-offer";
import { percentText } from "./format";

const bars = (slices: AllocationSlice[]) => slices.map((s) => ({ label: s.label, value: s.weight * 100 }));
const pct = (x: number) => percentText(x / 100).replace("+", "");

/** Where the money is: by sector (cash as its own slice), and by Zen Rating grade with Premium. */
export function AllocationPanel({ allocation }: { allocation: PortfolioReport["allocation"] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <BarChart
        title="By sector"
        bars={bars(allocation.sectors)}
        formatValue={pct}
        labelHeading="Sector"
        valueHeading="Share"
      />
      {allocation.grades ? (
        <BarChart
          title="By Zen Rating"
          bars={bars(allocation.grades)}
          formatValue={pct}
          labelHeading="Zen Rating"
          valueHeading="Share"
        />
      ) : (
        <div className="mt-3 rounded border border-slate-200 p-4 text-sm" data-testid="grades-locked">
          <p className="font-medium">By Zen Rating</p>
          <p className="mt-1">
            How your holdings are graded needs Premium.{" "}
            <UpsellLink modal="zen-rating" className="text-emerald-800 underline">
              See Premium
            </UpsellLink>
          </p>
        </div>
      )}
    </div>
  );
}
