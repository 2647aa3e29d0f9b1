import { useEffect, useMemo, useState } from "react";
import type { PersonalData } from "../../domain/contracts/personal-data";

// A signed-in member's page may be one kept for every member of their class (decision 054):
// rendered with a generic session and empty lists. The page hydrates with what it was rendered
// with (so the HTML matches), then asks GET /api/users/me once for the member's own data: the
// header, the watch and follow buttons show the member's state from then on. Once the root
// loader is revalidated (an action, a watch change), its answer is the member's own.

let asked: Promise<PersonalData | null> | undefined;

/** The member's own data, asked once per page load; null if it cannot be had. */
function askOnce(): Promise<PersonalData | null> {
  // Loaded when needed, so the parser stays out of every page's first load.
  asked ??= import("./personal-data-call").then(({ readPersonalData }) => readPersonalData()).catch(() => null);
  return asked;
}

/**
 * The root loader's data with the member's own data in place of the generic session's when the
 * page was kept for their class: while hydrating, the data the page was rendered with; once the
 * call answers, the member's.
 */
export function useWithPersonalData<T extends { keptForClass?: boolean } & Partial<PersonalData>>(
  data: T | undefined,
): T | undefined {
  const [personal, setPersonal] = useState<PersonalData | null>(null);
  const kept = data?.keptForClass === true;
  useEffect(() => {
    if (!kept) return;
    let live = true;
    void askOnce().then((answer) => {
      if (live) setPersonal(answer);
    });
    return () => {
      live = false;
    };
  }, [kept]);
  return useMemo(() => (kept && personal ? { ...data, ...personal } : data), [kept, data, personal]);
}
