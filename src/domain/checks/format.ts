// Numbers as the checklist's sentences show them.

export function money(x: number): string {
  const abs = Math.abs(x);
  const sign = x < 0 ? "-" : "";
  if (abs >= 1e12) return `${sign}$${(abs / 1e12).toFixed(2)}T`;
  if (abs >= 1e9) return `${sign}$${(abs / 1e9).toFixed(2)}B`;
  if (abs >= 1e6) return `${sign}$${(abs / 1e6).toFixed(2)}M`;
  return `${sign}$${abs.toFixed(2)}`;
}

/** A fraction as a percentage: 0.273 -> "27.3%". */
export function percent(x: number, digits = 1): string {
  return `${(x * 100).toFixed(digits)}%`;
}

/** A whole percentage: 0.273 -> "27%". */
export function wholePercent(x: number): string {
  return `${Math.round(x * 100)}%`;
}

export function ratio(x: number): string {
  return x.toFixed(2);
}

export function times(x: number): string {
  return `${x.toFixed(1)}x`;
}

export function isNum(x: number | null | undefined): x is number {
  return typeof x === "number" && Number.isFinite(x);
}

/** The company's name for a sentence, or a neutral stand-in. */
export function subject(name: string | null | undefined): string {
  return name?.trim() || "The company";
}

export function unavailable(what: string): { passed: null; content: string } {
  return { passed: null, content: `Not enough data to assess ${what}.` };
}
