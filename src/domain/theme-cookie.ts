// The cookie that keeps a visitor's colour theme: the web app writes it, and the server reads it
// to render <html data-theme> right on the first paint.
export const THEME_COOKIE = "oz_theme";
