import type { ReactNode } from "react";

// Small inline icons; decorative, so hidden from assistive technology (unless given a label).

interface IconProps {
  className?: string;
}

/** A 24-unit icon drawn with two-unit lines in the text's colour. */
function StrokeIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className={className}
    >
      {children}
    </svg>
  );
}

export function ChevronDownIcon({ className = "h-4 w-4" }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" fill="currentColor" className={className}>
      <path
        fillRule="evenodd"
        d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

export function MenuIcon({ className = "h-6 w-6" }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
    </StrokeIcon>
  );
}

export function CloseIcon({ className = "h-6 w-6" }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
    </StrokeIcon>
  );
}

export function SearchIcon({ className = "h-5 w-5" }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="11" cy="11" r="7" />
      <path strokeLinecap="round" d="m20 20-3.5-3.5" />
    </StrokeIcon>
  );
}

export function UserIcon({ className = "h-5 w-5" }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="8" r="4" />
      <path strokeLinecap="round" d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </StrokeIcon>
  );
}

/**
 * A padlock. Decorative by default (hidden from assistive technology, for a lock beside words
 * that already say it); with `label` it is an image of that name ("Premium", "Locked"), for a
 * lock that stands alone. An SVG rather than the 🔒 emoji, which shows as an empty box where no
 * emoji font is installed.
 */
export function LockIcon({ className = "h-4 w-4", label }: IconProps & { label?: string }) {
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg {...a11y} focusable="false" viewBox="0 0 20 20" fill="currentColor" className={className}>
      <path
        fillRule="evenodd"
        d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
