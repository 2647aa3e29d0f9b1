import { z } from "zod";

/** The body of every JSON error the API answers with. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: "Stable machine-readable code, listed in src/server/errors.ts" }),
      message: z.string().meta({ description: "Human-readable message, safe to show" }),
      details: z.unknown().optional(),
    }),
  })
  .meta({ id: "Error" });

export type ErrorBody = z.infer<typeof errorBodySchema>;
