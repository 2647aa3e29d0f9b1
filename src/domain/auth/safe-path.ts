/**
 * A redirect target only when it is a path on this site: "/x", never "//evil.example" or
 * "/\evil.example" (which browsers read as another host) or anything with a scheme.
 */
export function safeLocalPath(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith("/") || decoded.startsWith("//") || decoded.startsWith("/\\")) return undefined;
  // Control characters (code points below 32) and backslashes have no place in our paths.
  if ([...decoded].some((c) => c.charCodeAt(0) < 32 || c === "\\") || decoded.length > 2000) return undefined;
  // It goes back in a Location header, which carries ASCII only: other characters stay encoded.
  return decoded.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
}
