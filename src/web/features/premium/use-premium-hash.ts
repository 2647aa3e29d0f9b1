import { useEffect, useRef } from "react";

// The hidden triggers of spec 2.2: a page address ending in #premium-top-analysts opens the top
// analysts' upsell, one ending in #start-trial runs the checkout button's action (a newsletter
// or a partner can link to either). Like the auth hashes, the hash is cleared once used, so a
// reload or a shared link does not fire it again.

export const PREMIUM_HASHES = {
  topAnalysts: "#premium-top-analysts",
  startTrial: "#start-trial",
} as const;

export function usePremiumHash(handlers: { openTopAnalysts: () => void; startTrial: () => void }) {
  // The latest handlers, without re-subscribing to hashchange whenever they change.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    function apply() {
      const hash = window.location.hash;
      if (hash !== PREMIUM_HASHES.topAnalysts && hash !== PREMIUM_HASHES.startTrial) return;
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
      if (hash === PREMIUM_HASHES.topAnalysts) latest.current.openTopAnalysts();
      else latest.current.startTrial();
    }
    apply();
    window.addEventListener("hashchange", apply);
    return () => window.removeEventListener("hashchange", apply);
  }, []);
}
