import { Link } from "react-router";
import type { PickCompany } from "../../../domain/contracts/zen-investor";

/** A pick's company: its ticker linking to its page (plain when it left the data) and its name. */
export function PickCompanyName({ company }: { company: PickCompany }) {
  return (
    <>
      {company.url ? (
        <Link to={company.url} className="font-medium text-emerald-800 underline">
          {company.ticker}
        </Link>
      ) : (
        <span className="font-medium">{company.ticker}</span>
      )}{" "}
      <span className="text-slate-700">{company.name}</span>
    </>
  );
}
