import { lazy } from "react";
import { useRouteLoaderData } from "react-router";
import type { Session } from "../../../domain/contracts/session";
import type { Screen } from "../../../domain/screener/screen";
import { buttonVariants } from "../../components/ui/button";
import { useDialogUntilUsed } from "../../components/ui/until-used";

// "Save screen" (signed-in users). The form (Radix's dialog, the saved-screen rules and call)
// loads when it first opens, not with the page (decision 041); then it stays mounted, so what
// was typed is still there when it opens again.
const loadDialog = () => import("./save-screen-dialog");
const SaveScreenDialog = lazy(loadDialog);

export function SaveScreen({ screen }: { screen: Screen }) {
  const data = useRouteLoaderData("root") as { session?: Session } | undefined;
  const { button, dialog } = useDialogUntilUsed(loadDialog);
  if (!data?.session?.signedIn) return null;
  return (
    <>
      <button {...button} className={buttonVariants({ variant: "secondary" })}>
        Save screen
      </button>
      {dialog((state) => (
        <SaveScreenDialog screen={screen} {...state} />
      ))}
    </>
  );
}
