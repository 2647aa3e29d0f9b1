import { lazy, Suspense, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { Session } from "../../../domain/contracts/session";
import type { Screen } from "../../../domain/screener/screen";
import { buttonVariants } from "../../components/ui/button";

// "Save screen" (signed-in users). The form (Radix's dialog, the saved-screen rules and call)
// loads when it first opens, not with the page (decision 041); then it stays mounted, so what
// was typed is still there when it opens again.
const loadDialog = () => import("./save-screen-dialog");
const SaveScreenDialog = lazy(loadDialog);

export function SaveScreen({ screen }: { screen: Screen }) {
  const data = useRouteLoaderData("root") as { session?: Session } | undefined;
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (!data?.session?.signedIn) return null;
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? "open" : "closed"}
        className={buttonVariants({ variant: "secondary" })}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        Save screen
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <SaveScreenDialog screen={screen} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
