import { z } from "zod";
import { followedAnalystSchema } from "./followed-analysts";
import { sessionSchema } from "./session";
import { watchlistSchema } from "./watchlists";

// What of the root loader's data is one visitor's own. A signed-in member's page may be one kept
// for every member of their class (decision 054): rendered with a generic session and empty
// lists; the browser then reads this from GET /api/users/me.

export const personalDataSchema = z
  .object({
    session: sessionSchema,
    watchlists: z.array(watchlistSchema),
    followedAnalysts: z.array(followedAnalystSchema),
    subscribedToFollowedAnalysts: z.boolean(),
  })
  .meta({ id: "PersonalData" });

export type PersonalData = z.infer<typeof personalDataSchema>;

export const PERSONAL_DATA_URL = "/api/users/me";
