import { z } from "zod";
import { followedAnalystSchema } from "./followed-analysts";
import { watchlistSchema } from "./watchlists";

// Answers of the account routes (spec sections 3 and 7), shared by the server's presenters
// and the browser that reads them.

export const authResultSchema = z
  .object({
    user: z.object({
      email: z.string(),
      id: z.number().nullable(),
      cioId: z.string().nullable(),
      cioUnsubscribed: z.boolean(),
    }),
    watchlists: z.array(watchlistSchema),
    /** Spec 4: when supplied, the client's followed analysts are replaced by these. */
    followedAnalysts: z.array(followedAnalystSchema).optional(),
    offerUrl: z.string().nullable(),
    imsOfferUrl: z.string().nullable(),
  })
  .meta({ id: "AuthResult" });
export type AuthResult = z.infer<typeof authResultSchema>;

export const okSchema = z.object({ ok: z.literal(true), email: z.string().optional() }).meta({ id: "Ok" });
export type Ok = z.infer<typeof okSchema>;

/** Field errors as the spec sends them: a map of field to list of messages. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
