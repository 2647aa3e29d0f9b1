import { Link } from "react-router";

export function Logo({ href }: { href: string }) {
  return (
    <Link
      to={href}
      aria-label="OpenZen, home"
      className="flex items-center gap-2 rounded font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className="h-8 w-8">
        <circle cx="16" cy="16" r="15" className="fill-emerald-600" />
        <path
          d="M9 11h14L9 21h14"
          fill="none"
          stroke="white"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-xl tracking-tight">
        Open<span className="text-emerald-700 dark:text-emerald-300">Zen</span>
      </span>
    </Link>
  );
}
