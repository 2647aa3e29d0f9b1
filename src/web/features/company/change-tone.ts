// Colours of a signed figure: emerald and red dark enough for 4.5:1 on white (spec 9's green
// and red), slate when there is nothing to colour. The sign is always printed as well, so the
// colour is never the only cue.

export function changeTone(value: number | null | undefined): string {
  if (value === null || value === undefined || value === 0 || !Number.isFinite(value)) return "text-slate-700";
  return value > 0 ? "text-emerald-800" : "text-red-700 dark:text-red-300";
}
