import { useDarkTheme } from "./theme";

// The colours a chart canvas needs from the theme (lightweight-charts draws on a canvas, which
// Tailwind's classes do not reach): the slate steps the page itself uses in each theme.

export interface ChartPalette {
  background: string;
  text: string;
  grid: string;
  /** The strongest line (slate-900 by day). */
  ink: string;
  /** A secondary line (slate-700 by day). */
  muted: string;
}

export const LIGHT_CHART: ChartPalette = {
  background: "#ffffff",
  text: "#334155",
  grid: "#f1f5f9",
  ink: "#0f172a",
  muted: "#334155",
};

export const DARK_CHART: ChartPalette = {
  background: "#020617",
  text: "#cbd5e1",
  grid: "#1e293b",
  ink: "#f1f5f9",
  muted: "#cbd5e1",
};

export function useChartPalette(): ChartPalette {
  return useDarkTheme() ? DARK_CHART : LIGHT_CHART;
}
