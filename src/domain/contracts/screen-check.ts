import { z } from "zod";

// What GET /api/screener/why-not/{ticker} answers: a company checked against a screen,
// filter by filter. Shared by the route (src/server/routes/screen-check) and the screener page.

export const filterCheckSchema = z.object({
  key: z.string().describe("The filter's key (f[key] in the query)."),
  name: z.string(),
  condition: z.string().describe("The filter's condition in words, as its chip says it."),
  value: z
    .string()
    .nullable()
    .describe("The company's value in the filter's words and unit; null when unknown or locked."),
  locked: z.boolean().describe("A Premium filter for a visitor without Premium: no value and no verdict."),
  passed: z.boolean().nullable().describe("Whether the company meets the filter; null when locked."),
});

export const screenCheckSchema = z
  .object({
    company: z.object({ id: z.number(), ticker: z.string(), name: z.string(), exchange: z.string() }),
    passes: z
      .boolean()
      .nullable()
      .describe("Whether the company passes every filter; null when only locked filters could decide."),
    filters: z.array(filterCheckSchema),
  })
  .meta({ id: "ScreenCheck" });

export type ScreenCheckResponse = z.infer<typeof screenCheckSchema>;
