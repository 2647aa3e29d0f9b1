import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./merge-classes";

/** Class names joined, with later Tailwind classes winning over the ones they conflict with. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
