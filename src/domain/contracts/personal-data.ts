import type { FollowedAnalyst } from "./followed-analysts";
import type { Session } from "./session";
import type { Watchlist } from "./watchlists";

// What of the root loader's data is one visitor's own. A signed-in free member's page may be
// one kept for every member like them (decision 030, member pages): rendered with a generic
// session and empty lists, and this data sent with each answer in a JSON script of this id.

export const PERSONAL_DATA_ELEMENT_ID = "oz-personal";

export interface PersonalData {
  session: Session;
  watchlists: Watchlist[];
  followedAnalysts: FollowedAnalyst[];
  subscribedToFollowedAnalysts: boolean;
}
