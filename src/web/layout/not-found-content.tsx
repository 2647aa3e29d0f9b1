import { Link } from "react-router";
import { paths } from "../../domain/paths";
import { SearchField } from "../features/search/search-field";

export function NotFoundContent() {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <title>Page not found · OpenZen</title>
      <p className="text-sm font-semibold text-emerald-700 dark:text-emerald-300">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-slate-600">We could not find that page. Try searching for a stock instead.</p>
      <SearchField className="mx-auto mt-6 max-w-sm" />
      <p className="mt-6">
        <Link to={paths.home()} className="font-medium text-emerald-800 underline">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
