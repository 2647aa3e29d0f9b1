import { dollarText, fixedText } from "../../../domain/number-text";

/** +12.34 % or -1.20 %; an em dash for none. */
export function percentText(x: number | null): string {
  if (x === null) return "—";
  return `${x > 0 ? "+" : ""}${fixedText(x * 100, 2)} %`;
}

export function moneyText(x: number | null): string {
  return x === null ? "—" : dollarText(x);
}

export function sharesText(x: number): string {
  return fixedText(x, Number.isInteger(x) ? 0 : 4);
}
