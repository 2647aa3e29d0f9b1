import { hydrateLater } from "../../lib/hydrate-later";

// The UI kit's SVG charts as the pages use them: rendered by the server, their code loaded by the
// browser after the page's own (decision 041). bar-chart.tsx, range-chart.tsx and line-chart.tsx
// hold the charts themselves (and their types, which the pages import from there).

export const BarChart = hydrateLater(() => import("./bar-chart").then((m) => m.BarChart));
export const RangeChart = hydrateLater(() => import("./range-chart").then((m) => m.RangeChart));
export const LineChart = hydrateLater(() => import("./line-chart").then((m) => m.LineChart));
