import { Link } from "react-router";
import { paths } from "../../../domain/paths";

/** What the export's address shows a visitor without Zen Strategies: what the file holds, and how to get it. */
export function ExportUpsell({ name, subscriber }: { name: string | null; subscriber: boolean }) {
  if (subscriber)
    return (
      <p className="mt-3 text-slate-700">
        Your file downloads from this address.{" "}
        <a href="" className="font-medium text-emerald-800 underline" download>
          Download it again
        </a>
      </p>
    );
  return (
    <div className="mt-4 max-w-2xl space-y-3 text-slate-700" data-testid="export-upsell">
      <p>
        The export is a CSV file of {name ? `${name}'s` : "every strategy's"} current holdings with their weights and
        the trades of the latest rebalance, for your spreadsheet or your broker. It is part of Zen Strategies.
      </p>
      <p>
        The records themselves, every figure and every book older than three months, stay public on the strategies&apos;
        pages.
      </p>
      <p className="flex flex-wrap gap-4">
        <Link
          to={paths.stockStrategiesOrderForm()}
          className="rounded-md bg-emerald-800 px-4 py-2 font-medium text-white hover:bg-emerald-900"
        >
          Subscribe to Zen Strategies
        </Link>
        <Link to={paths.stockStrategiesPlans()} className="px-1 py-2 font-medium text-emerald-800 underline">
          What the plan includes
        </Link>
      </p>
    </div>
  );
}
