import { z } from "zod";

/** The body of every JSON error the API answers with. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: "Stable machine-readable code, listed in src/server/errors.ts" }),
      message: z.string().meta({ description: "Human-readable message, safe to show" }),
      details: z.unknown().optional(),
    }),
    errors: z.record(z.string(), z.array(z.string())).optional().meta({
      description: "Form errors (spec 5): field name to its messages, e.g. { email: ['Not a valid email address.'] }",
    }),
  })
  .meta({ id: "Error" });

export type ErrorBody = z.infer<typeof errorBodySchema>;
