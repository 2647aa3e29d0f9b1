// A missing figure: a dash for the eye and words for a screen reader, which would otherwise
// read the dash as nothing at all or as "em dash".

export function NotAvailable({ reason }: { reason?: string } = {}) {
  // With a reason (why the data does not hold the figure) it shows on hover and is read out.
  return (
    <>
      <span aria-hidden="true" title={reason}>
        —
      </span>
      <span className="sr-only">{reason ? `not available: ${reason}` : "not available"}</span>
    </>
  );
}

/** Why a dividend figure is missing when the data holds no dividend record (decision 033). */
export const NO_DIVIDEND_DATA = "The data holds no dividend records for this company";

/** `value` formatted, or the not-available dash when it is null. */
export function Figure({
  value,
  format,
  reason,
}: {
  value: number | null | undefined;
  format: (value: number) => string;
  /** Why the data has no value, shown on hover when it is missing. */
  reason?: string;
}) {
  if (value === null || value === undefined || !Number.isFinite(value)) return <NotAvailable reason={reason} />;
  return <>{format(value)}</>;
}
