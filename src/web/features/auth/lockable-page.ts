/** What a route module exports to opt into the registration wall: `export const handle = lockablePage;`. */
export const lockablePage = { lockable: true } as const;

export function isLockable(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { lockable?: unknown }).lockable === true;
}
