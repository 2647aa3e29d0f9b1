import { useId, type Ref } from "react";
import { SearchIcon } from "../../components/ui/icons";

// The header's 'Search Stocks' field. Company search arrives with the Market data issue;
// until then the field accepts input and submits nowhere.

interface Props {
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

export function SearchField({ className = "", inputRef, autoFocus }: Props) {
  const id = useId();
  return (
    <form role="search" className={`relative ${className}`} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="sr-only">
        Search Stocks
      </label>
      <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
      <input
        id={id}
        ref={inputRef}
        type="search"
        name="q"
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder="Search Stocks"
        className="w-full rounded-md border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-emerald-600 focus:outline-2 focus:outline-emerald-600"
      />
    </form>
  );
}
