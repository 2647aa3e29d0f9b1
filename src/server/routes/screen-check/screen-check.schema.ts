import { z } from "zod";

// GET /api/screener/why-not/{ticker}: a company checked against a screen, filter by filter
// (decision 038). The screen is the screener's query string (spec 2.3).

export const screenCheckParamsSchema = z.object({
  ticker: z
    .string()
    .min(1)
    .max(10)
    .regex(/^[A-Za-z0-9.-]+$/)
    .describe("The company's ticker, any case."),
});

export { screenCheckSchema, type ScreenCheckResponse } from "../../../domain/contracts/screen-check";
