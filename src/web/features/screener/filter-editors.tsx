import { buttonVariants } from "../../components/ui/button";
import { useId, useMemo, useState } from "react";
import type { ScreenerFilterView } from "../../../domain/screener/contract";
import type { FilterValue } from "../../../domain/screener/screen";
import { useLiveCount } from "./use-live-count";

// One editor per filter type (spec section 3): searchable multi-selects, ranges with presets and
// free bounds, booleans. Each shows how many companies the pending value would leave before it
// is applied.

type Props<T extends ScreenerFilterView["type"]> = {
  filter: Extract<ScreenerFilterView, { type: T }>;
  value: FilterValue | undefined;
  /** The count query for a pending value (the other filters plus this one), or null. */
  countFor: (value: FilterValue | null) => string;
  onApply: (value: FilterValue | null) => void;
};

function LiveCount({ query }: { query: string | null }) {
  const count = useLiveCount(query);
  return (
    <p className="text-xs text-slate-600" aria-live="polite" data-testid="live-count">
      {query === null
        ? "\u00a0"
        : count === null
          ? "Counting…"
          : `${count.toLocaleString("en-US")} ${count === 1 ? "company" : "companies"} match`}
    </p>
  );
}

export function SelectEditor({ filter, value, countFor, onApply }: Props<"select">) {
  const initial = value?.type === "select" ? value.values : [];
  const [chosen, setChosen] = useState<readonly string[]>(initial);
  const [search, setSearch] = useState("");
  const [ids, setIds] = useState(filter.params.preload ? "" : initial.join(","));
  const searchId = useId();
  const options = useMemo(() => {
    const q = search.trim().toLowerCase();
    return q ? filter.params.options.filter((o) => o.label.toLowerCase().includes(q)) : filter.params.options;
  }, [filter.params.options, search]);

  // The company filter takes ids; every other select lists its options.
  if (!filter.params.preload) {
    const list = ids
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const pending: FilterValue | null = list.length > 0 ? { type: "select", values: list } : null;
    return (
      <div className="space-y-2">
        <label className="block text-sm" htmlFor={searchId}>
          Company ids, comma-separated
        </label>
        <input
          id={searchId}
          className="w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
          value={ids}
          onChange={(e) => setIds(e.target.value)}
        />
        <div className="flex gap-2">
          <button type="button" className={buttonVariants({ size: "sm" })} onClick={() => onApply(pending)}>
            Apply
          </button>
        </div>
      </div>
    );
  }

  const pending: FilterValue | null = chosen.length > 0 ? { type: "select", values: chosen } : null;
  const toggle = (v: string) => setChosen((c) => (c.includes(v) ? c.filter((x) => x !== v) : [...c, v]));
  return (
    <div className="space-y-2">
      {filter.params.searchable ? (
        <input
          type="search"
          aria-label={`Search ${filter.name} options`}
          placeholder="Search"
          className="w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      ) : null}
      <fieldset className="max-h-48 space-y-1 overflow-y-auto">
        <legend className="sr-only">{filter.name}</legend>
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={chosen.includes(o.value)} onChange={() => toggle(o.value)} />
            {o.label}
          </label>
        ))}
        {options.length === 0 ? <p className="text-sm text-slate-600">No options match.</p> : null}
      </fieldset>
      <LiveCount query={pending ? countFor(pending) : null} />
      <div className="flex gap-2">
        <button type="button" className={buttonVariants({ size: "sm" })} onClick={() => onApply(pending)}>
          Apply
        </button>
        {value ? (
          <button
            type="button"
            className={buttonVariants({ variant: "secondary", size: "sm" })}
            onClick={() => onApply(null)}
          >
            Clear
          </button>
        ) : null}
      </div>
    </div>
  );
}

function parseBound(text: string): number | null | "invalid" {
  const t = text.trim();
  if (t === "") return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : "invalid";
}

export function RangeEditor({ filter, value, countFor, onApply }: Props<"range">) {
  const initial = value?.type === "range" ? value : null;
  const [low, setLow] = useState(initial?.low === null || initial?.low === undefined ? "" : String(initial.low));
  const [high, setHigh] = useState(initial?.high === null || initial?.high === undefined ? "" : String(initial.high));
  const lowId = useId();
  const highId = useId();
  const { min, max, precision, unit, presets } = filter.params;
  const lo = parseBound(low);
  const hi = parseBound(high);
  let problem: string | null = null;
  if (lo === "invalid" || hi === "invalid") problem = "Enter numbers only.";
  else if (lo === null && hi === null) problem = null;
  else if (precision === 0 && ((lo !== null && !Number.isInteger(lo)) || (hi !== null && !Number.isInteger(hi))))
    problem = "Enter whole numbers.";
  else if (min !== null && ((lo !== null && lo < min) || (hi !== null && hi < min))) problem = `The minimum is ${min}.`;
  else if (max !== null && ((lo !== null && lo > max) || (hi !== null && hi > max))) problem = `The maximum is ${max}.`;
  else if (lo !== null && hi !== null && lo > hi) problem = "The low bound is above the high bound.";
  const pending: FilterValue | null =
    problem === null && lo !== "invalid" && hi !== "invalid" && (lo !== null || hi !== null)
      ? { type: "range", low: lo, high: hi }
      : null;
  const unitLabel = unit === "$" ? " ($)" : unit === "%" ? " (%)" : unit === "days" ? " (days)" : "";

  return (
    <div className="space-y-2">
      {presets.length > 0 ? (
        <div className="flex flex-wrap gap-1.5" role="group" aria-label={`${filter.name} presets`}>
          {presets.map((p) => (
            <button
              key={p.name}
              type="button"
              className="rounded-full border border-slate-300 px-2.5 py-0.5 text-xs hover:bg-emerald-50"
              onClick={() => onApply({ type: "range", low: p.low, high: p.high })}
            >
              {p.name}
            </button>
          ))}
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <div>
          <label htmlFor={lowId} className="block text-xs text-slate-700">
            From{unitLabel}
          </label>
          <input
            id={lowId}
            inputMode="decimal"
            className="w-28 rounded-md border border-slate-300 px-2 py-1 text-sm"
            value={low}
            onChange={(e) => setLow(e.target.value)}
            placeholder={min === null ? "Any" : String(min)}
          />
        </div>
        <div>
          <label htmlFor={highId} className="block text-xs text-slate-700">
            To{unitLabel}
          </label>
          <input
            id={highId}
            inputMode="decimal"
            className="w-28 rounded-md border border-slate-300 px-2 py-1 text-sm"
            value={high}
            onChange={(e) => setHigh(e.target.value)}
            placeholder={max === null ? "Any" : String(max)}
          />
        </div>
      </div>
      {problem ? (
        <p className="text-xs text-red-700 dark:text-red-300" role="alert">
          {problem}
        </p>
      ) : (
        <LiveCount query={pending ? countFor(pending) : null} />
      )}
      <div className="flex gap-2">
        <button
          type="button"
          disabled={pending === null}
          className={buttonVariants({ size: "sm" })}
          onClick={() => onApply(pending)}
        >
          Apply
        </button>
        {value ? (
          <button
            type="button"
            className={buttonVariants({ variant: "secondary", size: "sm" })}
            onClick={() => onApply(null)}
          >
            Clear
          </button>
        ) : null}
      </div>
    </div>
  );
}

export function BooleanEditor({ filter, value, countFor, onApply }: Props<"boolean">) {
  const current = value?.type === "boolean" ? (value.value ? "t" : "f") : "";
  const name = useId();
  const choices = [
    { v: "", label: "Any" },
    { v: "t", label: filter.params.labels.true },
    { v: "f", label: filter.params.labels.false },
  ];
  return (
    <fieldset className="space-y-1">
      <legend className="sr-only">{filter.name}</legend>
      {choices.map((c) => (
        <label key={c.v} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            checked={current === c.v}
            onChange={() => onApply(c.v === "" ? null : { type: "boolean", value: c.v === "t" })}
          />
          {c.label}
        </label>
      ))}
      <LiveCount query={value ? countFor(value) : null} />
    </fieldset>
  );
}
