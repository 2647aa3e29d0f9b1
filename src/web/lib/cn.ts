import { clsx, type ClassValue } from "clsx";

/**
 * Class names joined, falsy parts dropped. No merging of conflicting Tailwind classes: a shared
 * component offers a variant for each look it takes (a size, a tone) and callers add only
 * classes the component does not set, so every page pays nothing for a merge table
 * (test/first-load-budget.test.ts) and a class in the markup is never silently dropped.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
