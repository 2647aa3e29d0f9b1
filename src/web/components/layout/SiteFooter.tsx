import { Link } from "react-router";
import { paths } from "../../../domain/paths";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p>OpenZen · stock research for part-time, long-term investors. Not investment advice.</p>
        <nav aria-label="Legal">
          <ul className="flex gap-4">
            <li>
              <Link to={paths.privacyPolicy()} className="underline hover:text-slate-900">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={paths.termsOfService()} className="underline hover:text-slate-900">
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
