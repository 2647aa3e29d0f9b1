import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { Session } from "../../../domain/contracts/session";
import { paths } from "../../../domain/paths";

// The screener's Premium upsell (spec section 2.2): title, description, the Premium call to
// action, the link to all premium features and, for signed-out visitors, 'Already have a
// premium account?' with a Sign In link. 404 px wide on wider screens.

export function PremiumUpsell({ trigger, what }: { trigger: ReactNode; what: string }) {
  const data = useRouteLoaderData("root") as { session?: Session } | undefined;
  const signedIn = data?.session?.signedIn ?? false;
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[92vw] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl sm:w-[404px]">
          <Dialog.Title className="text-lg font-semibold">Unlock {what} with Premium</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            Screen and sort by the Zen Rating, its seven component ratings and the top analysts' views. Full access requires Premium.
          </Dialog.Description>
          <p className="mt-4">
            <Link to={paths.plans()} className="inline-block rounded-md bg-emerald-700 px-4 py-2 font-medium text-white hover:bg-emerald-800">
              Get Premium
            </Link>
          </p>
          <p className="mt-3 text-sm">
            <Link to={paths.plansFeatures()} className="text-emerald-800 underline">
              See all premium features
            </Link>
          </p>
          {signedIn ? null : (
            <p className="mt-2 text-sm text-slate-700">
              Already have a premium account?{" "}
              <Link to={paths.signIn()} className="font-medium text-emerald-800 underline">
                Sign In
              </Link>
            </p>
          )}
          <Dialog.Close className="absolute right-3 top-3 rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100" aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
