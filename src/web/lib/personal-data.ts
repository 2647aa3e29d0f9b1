import { useMemo, useSyncExternalStore } from "react";
import { PERSONAL_DATA_ELEMENT_ID, type PersonalData } from "../../domain/contracts/personal-data";

// A signed-in free member's page may be one kept for every member like them (decision 030,
// member pages): rendered with a generic session and empty lists, the member's own data sent
// with the page in a JSON script (this id) that the server fills per request. The page hydrates
// with what it was rendered with (so the HTML matches), then takes the member's own data at
// once: the header, the watch and follow buttons show the member's state from then on. Once the
// root loader is revalidated (an action, a watch change), its answer is the member's own and
// the slot is no longer read.

let read: PersonalData | null | undefined;

/** The page's slot, read once (null on the server, on a page without one, or if it cannot be read). */
export function personalDataOfPage(): PersonalData | null {
  if (read !== undefined) return read;
  if (typeof document === "undefined") return null;
  const text = document.getElementById(PERSONAL_DATA_ELEMENT_ID)?.textContent;
  try {
    read = text ? (JSON.parse(text) as PersonalData) : null;
  } catch {
    read = null;
  }
  return read;
}

const noSubscription = () => () => undefined;
const nothing = () => null;

/**
 * The root loader's data with the member's own data in place of the generic session's when the
 * page was kept for their class. While hydrating it is the data the page was rendered with
 * (React takes the server snapshot), and right after it the member's.
 */
export function useWithPersonalData<T extends { personalSlot?: boolean } & Partial<PersonalData>>(
  data: T | undefined,
): T | undefined {
  const personal = useSyncExternalStore(noSubscription, personalDataOfPage, nothing);
  return useMemo(() => (data?.personalSlot && personal ? { ...data, ...personal } : data), [data, personal]);
}
