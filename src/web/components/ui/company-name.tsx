import { Link } from "react-router";

/**
 * A company a model portfolio or a strategy held: its ticker linking to its page (plain once the
 * company has left the data and its page is gone, url "") and its name.
 */
export function CompanyName({ company }: { company: { ticker: string; name: string; url: string } }) {
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
