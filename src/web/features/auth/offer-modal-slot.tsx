import { lazy, Suspense, useEffect, useState } from "react";
import { hasKeptOffers } from "./offer-storage";

// Where the post-signup offer modal mounts: once the page has hydrated it looks for kept offers,
// and loads the modal's code (which reads them) only when there are some.

const OfferModal = lazy(() => import("./offer-modal"));

export function OfferModalSlot() {
  const [kept, setKept] = useState(false);
  useEffect(() => setKept(hasKeptOffers()), []);
  return kept ? (
    <Suspense fallback={null}>
      <OfferModal />
    </Suspense>
  ) : null;
}
