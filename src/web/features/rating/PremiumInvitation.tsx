import { Link } from "react-router";
import { paths } from "../../../domain/paths";
import { LockedIcon } from "../company/status-icons";
import { useSignedIn } from "./use-signed-in";

// What a visitor without Premium sees where the grades would be: the way to Premium and, for
// someone not signed in, the way to sign in to a Premium account they already have.

export function PremiumInvitation({ text, className = "" }: { text: string; className?: string }) {
  const signedIn = useSignedIn();
  return (
    <div className={`rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-slate-800 ${className}`} data-testid="premium-invitation">
      <p className="flex items-start gap-2">
        <LockedIcon className="mt-0.5 h-4 w-4 shrink-0 text-emerald-800" />
        <span>{text}</span>
      </p>
      <p className="mt-2">
        <Link to={paths.plansFeatures()} className="font-semibold text-emerald-800 underline hover:text-emerald-900">
          Unlock the Zen Rating with Premium
        </Link>
      </p>
      {signedIn ? null : (
        <p className="mt-1 text-slate-700">
          Already have a premium account?{" "}
          <Link to={paths.signIn()} className="font-medium text-emerald-800 underline hover:text-emerald-900">
            Sign In
          </Link>
        </p>
      )}
    </div>
  );
}
