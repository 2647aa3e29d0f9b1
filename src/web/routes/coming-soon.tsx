import { Link, useMatches } from "react-router";
import { paths } from "../../domain/paths";
import { sectionById } from "../sections";

/** The page of a section whose issue has not landed yet (HTTP 200). */
export default function ComingSoon() {
  const matches = useMatches();
  const section = sectionById(matches[matches.length - 1]?.id ?? "");
  const title = section?.title ?? "OpenZen";
  return (
    <section className="mx-auto max-w-2xl py-16 text-center">
      <title>{`${title} · OpenZen`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">This section is coming soon.</p>
      <p className="mt-2 text-slate-600">We are building it now. In the meantime, explore what is already here.</p>
      <p className="mt-8">
        <Link to={paths.home()} className="font-medium text-emerald-800 underline">
          Back to the home page
        </Link>
      </p>
    </section>
  );
}
