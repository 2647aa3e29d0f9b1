import { band as scoreBand, gaugeColour, type GaugeColour } from "../../../domain/checks/scoring";
import { formatScore } from "../../lib/format";

// A due-diligence score as a half-circle gauge (spec 9: green at 66% or more, yellow from 33%,
// red below). It is a meter for assistive technology; the number and the band are printed too,
// so the colour is never the only cue.

const STROKES: Record<GaugeColour, string> = {
  green: "#047857", // emerald-700
  yellow: "#d97706", // amber-600: 3:1 against white, enough for a graphic
  red: "#dc2626", // red-600
};

export const BAND_LABELS = { weak: "Weak", average: "Average", strong: "Strong" } as const;

interface Props {
  /** What is scored, e.g. "Valuation"; the meter is named "<label> score". */
  label: string;
  /** 0 to 100. */
  score: number;
  size?: "large" | "small";
  /** A line under the gauge, e.g. "3 of 7 checks passed". */
  detail?: string;
  /** A second line, e.g. "6 of 7 checks had data". */
  note?: string;
  /** Nothing could be judged: say "No data" instead of drawing a (red) 0. */
  noData?: boolean;
}

export function ScoreGauge({ label, score, size = "small", detail, note, noData = false }: Props) {
  if (noData) {
    return (
      <div
        role="group"
        aria-label={`${label} score: no data`}
        data-colour="none"
        className="flex flex-col items-center text-center"
      >
        <svg viewBox="0 0 100 58" className={size === "large" ? "w-40" : "w-24"} aria-hidden="true" focusable="false">
          <GaugeTrack dashed />
          <text x="50" y="46" textAnchor="middle" className="fill-slate-600" fontSize={16}>
            No data
          </text>
        </svg>
        <span className={size === "large" ? "mt-1 text-base font-semibold" : "mt-1 text-sm font-semibold"}>
          {label}
        </span>
        {detail ? <span className="text-xs text-slate-600">{detail}</span> : null}
        {note ? <span className="text-xs text-slate-600">{note}</span> : null}
      </div>
    );
  }
  const rounded = Math.round(score);
  const colour = gaugeColour(score);
  const bandLabel = BAND_LABELS[scoreBand(score)];
  const large = size === "large";
  return (
    <div
      role="meter"
      aria-label={`${label} score`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
      aria-valuetext={`${rounded} out of 100, ${bandLabel.toLowerCase()}`}
      data-colour={colour}
      className="flex flex-col items-center text-center"
    >
      <svg viewBox="0 0 100 58" className={large ? "w-40" : "w-24"} aria-hidden="true" focusable="false">
        <GaugeTrack />
        {rounded > 0 ? (
          <path
            d="M 10 50 A 40 40 0 0 1 90 50"
            fill="none"
            stroke={STROKES[colour]}
            strokeWidth="10"
            strokeLinecap="round"
            pathLength={100}
            strokeDasharray={`${Math.min(100, Math.max(0, score))} 100`}
          />
        ) : null}
        <text x="50" y="48" textAnchor="middle" className="fill-slate-900 font-bold" fontSize={large ? 22 : 24}>
          {formatScore(score)}
        </text>
      </svg>
      <span className={large ? "mt-1 text-base font-semibold" : "mt-1 text-sm font-semibold"}>{label}</span>
      <span className="text-xs text-slate-700">{bandLabel}</span>
      {detail ? <span className="text-xs text-slate-600">{detail}</span> : null}
      {note ? <span className="text-xs text-slate-600">{note}</span> : null}
    </div>
  );
}

/** The gauge's empty arc; dashed when there is no score to draw over it. */
function GaugeTrack({ dashed = false }: { dashed?: boolean }) {
  return (
    <path
      d="M 10 50 A 40 40 0 0 1 90 50"
      fill="none"
      className="stroke-slate-200"
      strokeWidth="10"
      strokeLinecap="round"
      strokeDasharray={dashed ? "4 6" : undefined}
    />
  );
}
