import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import {
  countGuestView,
  GUEST_COMPANIES_KEY,
  GUEST_FIRST_VIEW_KEY,
  GUEST_VIEWS_KEY,
  isWallUp,
  readGuestViews,
  storedGuestViews,
} from "../../../domain/auth/guest-views";

export type WallStatus = "initializing" | "available";

/**
 * Counts a guest's view of a lockable page once per navigation and says whether the sign-up
 * lock is up (spec 4: the status goes from initializing to available; views count only on
 * lockable pages; locked above 5). A company counts once a month, whichever of its pages are
 * opened (`subject` names it; domain/auth/guest-views.ts). Signed-in users are never counted
 * nor locked.
 */
export function useRegistrationWall(
  lockable: boolean,
  signedIn: boolean,
  subject: string,
): { status: WallStatus; locked: boolean } {
  const location = useLocation();
  const counted = useRef<string | null>(null);
  const [state, setState] = useState<{ status: WallStatus; locked: boolean }>({
    status: "initializing",
    locked: false,
  });

  useEffect(() => {
    if (signedIn || !lockable) {
      setState({ status: "available", locked: false });
      return;
    }
    // One count per navigation, even when effects run twice (React's development checks).
    if (counted.current === location.key) return;
    counted.current = location.key;
    let next;
    try {
      next = countGuestView(
        readGuestViews(
          localStorage.getItem(GUEST_VIEWS_KEY),
          localStorage.getItem(GUEST_FIRST_VIEW_KEY),
          localStorage.getItem(GUEST_COMPANIES_KEY),
        ),
        subject,
        new Date(),
      );
      const stored = storedGuestViews(next);
      localStorage.setItem(GUEST_VIEWS_KEY, stored.views);
      localStorage.setItem(GUEST_FIRST_VIEW_KEY, stored.firstViewAt);
      localStorage.setItem(GUEST_COMPANIES_KEY, stored.subjects);
    } catch {
      // Storage refused (private mode, quota): the guest reads on without a wall.
      setState({ status: "available", locked: false });
      return;
    }
    setState({ status: "available", locked: isWallUp(next) });
  }, [location.key, lockable, signedIn, subject]);

  return state;
}
