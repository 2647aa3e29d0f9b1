import { createContext, useContext, useSyncExternalStore } from "react";
import { THEME_COOKIE } from "../../domain/theme-cookie";
import { readCookie, writeDocumentCookie } from "./cookies";

// The colour theme a visitor chose: light, dark, or "system" (follow prefers-color-scheme, the
// default). It lives in a cookie, not local storage, so that the server renders <html
// data-theme> right and the first paint never flashes the other theme (app.css reads it).

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

export { THEME_COOKIE };
export const THEME_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const DEFAULT_THEME: Theme = "system";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** The theme a Cookie header asks for; anything unknown is the default. */
export function themeFrom(cookieHeader: string | null | undefined): Theme {
  const value = readCookie(THEME_COOKIE, cookieHeader);
  return isTheme(value) ? value : DEFAULT_THEME;
}

export function rememberTheme(theme: Theme, doc: Document = document) {
  writeDocumentCookie(THEME_COOKIE, theme, THEME_COOKIE_MAX_AGE_SECONDS, doc);
}

export interface ThemeChoice {
  theme: Theme;
  choose(theme: Theme): void;
}

/** Provided by the root layout, which owns <html data-theme>. */
export const ThemeContext = createContext<ThemeChoice>({ theme: DEFAULT_THEME, choose: () => {} });

export function useTheme(): ThemeChoice {
  return useContext(ThemeContext);
}

const DARK_QUERY = "(prefers-color-scheme: dark)";

function subscribeToSystem(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Whether the page is dark right now: chosen, or "system" on a dark system. For what CSS cannot
 * colour (chart canvases); the server renders light, the browser corrects after hydration.
 */
export function useDarkTheme(): boolean {
  const { theme } = useTheme();
  const systemDark = useSyncExternalStore(
    subscribeToSystem,
    () => window.matchMedia(DARK_QUERY).matches,
    () => false,
  );
  return theme === "dark" || (theme === "system" && systemDark);
}
