import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Class names joined, with later Tailwind classes winning over the ones they conflict with. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
