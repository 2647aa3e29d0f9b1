import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { laterPartsLoaded } from "./lib/hydrate-later";

// React Router's own client entry, but the page hydrates once the code of the parts it loads
// after its own (lib/hydrate-later.tsx) has arrived, so that their server HTML is never swapped
// for a fallback and back (a layout shift). A part whose code fails to load is hydrated when it
// does, or shows its fallback, as before.
void laterPartsLoaded()
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
