import { Link } from "react-router";
import type { CompanyOverview } from "../../../domain/contracts/company";
import { paths } from "../../../domain/paths";
import { PageSection } from "./PageSection";

// Where the Zen Rating will appear (its own issue); until then the server's message says why not.

export function RatingCard({ rating }: { rating: CompanyOverview["rating"] }) {
  return (
    <PageSection title="Zen Rating">
      <p className="mt-3 text-slate-700" data-testid="rating-message">
        {rating.message}
      </p>
      <p className="mt-3 text-sm">
        <Link to={paths.zenRatings()} className="font-medium text-emerald-800 underline">
          How Zen Ratings work
        </Link>
      </p>
    </PageSection>
  );
}
