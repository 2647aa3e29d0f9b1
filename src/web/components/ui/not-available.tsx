// A missing figure: a dash for the eye and words for a screen reader, which would otherwise
// read the dash as nothing at all or as "em dash".

export function NotAvailable() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">not available</span>
    </>
  );
}

/** `value` formatted, or the not-available dash when it is null. */
export function Figure({ value, format }: { value: number | null | undefined; format: (value: number) => string }) {
  if (value === null || value === undefined || !Number.isFinite(value)) return <NotAvailable />;
  return <>{format(value)}</>;
}
