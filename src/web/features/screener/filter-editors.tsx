import { buttonVariants } from "../../components/ui/button";
import { useId, useMemo, useState } from "react";
import type { ScreenerFilterView } from "../../../domain/screener/contract";
import type { FilterValue } from "../../../domain/screener/screen";
import { useLiveCount } from "./use-live-count";
import { formatBoundInput, parseBoundInput } from "../../../domain/screener/bound-input";
import { formatBound } from "../../../domain/screener/describe";
import { localeText } from "../../../domain/number-text";

// One editor per filter type (spec section 3): searchable multi-selects, ranges with presets (each
// showing its range; a click fills From and To) and typed bounds ("2B", "15%"), booleans. Each shows how many companies the pending value would leave before it
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
          : `${localeText(count)} ${count === 1 ? "company" : "companies"} match`}
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
      <ApplyOrClear onApply={() => onApply(pending)} onClear={value ? () => onApply(null) : null} />
    </div>
  );
}

export function RangeEditor({ filter, value, countFor, onApply }: Props<"range">) {
  const { min, max, precision, unit, presets } = filter.params;
  const initial = value?.type === "range" ? value : null;
  const shown = (n: number | null | undefined) => (n === null || n === undefined ? "" : formatBoundInput(n, unit));
  const [low, setLow] = useState(shown(initial?.low));
  const [high, setHigh] = useState(shown(initial?.high));
  const lowId = useId();
  const highId = useId();
  const problemId = useId();
  // What was typed, read in the filter's unit: "2B", "500M", "1.5T", "15%" (bound-input.ts).
  const lo = parseBoundInput(low, unit);
  const hi = parseBoundInput(high, unit);
  let problem: string | null = null;
  if (!lo.ok) problem = `From: ${lo.message}`;
  else if (!hi.ok) problem = `To: ${hi.message}`;
  else if (lo.value === null && hi.value === null) problem = null;
  else if (
    precision === 0 &&
    ((lo.value !== null && !Number.isInteger(lo.value)) || (hi.value !== null && !Number.isInteger(hi.value)))
  )
    problem = "Enter whole numbers.";
  else if (min !== null && ((lo.value !== null && lo.value < min) || (hi.value !== null && hi.value < min)))
    problem = `The minimum is ${formatBound(min, unit)}.`;
  else if (max !== null && ((lo.value !== null && lo.value > max) || (hi.value !== null && hi.value > max)))
    problem = `The maximum is ${formatBound(max, unit)}.`;
  else if (lo.value !== null && hi.value !== null && lo.value > hi.value)
    problem = "The From value is above the To value.";
  const pending: FilterValue | null =
    problem === null && lo.ok && hi.ok && (lo.value !== null || hi.value !== null)
      ? { type: "range", low: lo.value, high: hi.value }
      : null;
  const unitLabel = unit === "$" ? " ($)" : unit === "%" ? " (%)" : unit === "days" ? " (days)" : "";
  const hint = unit === "$" ? "2B, 500M, 1.5T" : unit === "%" ? "15 or 15%" : unit === null ? "500K, 2M" : undefined;
  const presetRange = (p: { low: number | null; high: number | null }) =>
    p.low !== null && p.high !== null
      ? `${formatBound(p.low, unit)} to ${formatBound(p.high, unit)}`
      : p.low !== null
        ? `${formatBound(p.low, unit)} or more`
        : `up to ${formatBound(p.high ?? 0, unit)}`;

  return (
    <div className="space-y-2">
      {presets.length > 0 ? (
        <div className="flex flex-wrap gap-1.5" role="group" aria-label={`${filter.name} presets`}>
          {presets.map((p) => (
            <button
              key={p.name}
              type="button"
              className="rounded-full border border-slate-300 px-2.5 py-0.5 text-xs hover:bg-emerald-50"
              aria-label={`${p.name}: ${presetRange(p)}, fills From and To`}
              onClick={() => {
                setLow(shown(p.low));
                setHigh(shown(p.high));
              }}
            >
              {p.name} <span className="text-slate-700">{presetRange(p)}</span>
            </button>
          ))}
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <BoundInput
          id={lowId}
          label={`From${unitLabel}`}
          value={low}
          onChange={setLow}
          placeholder={hint ?? (min === null ? "Any" : String(min))}
          invalid={!lo.ok}
          problemId={problem ? problemId : undefined}
        />
        <BoundInput
          id={highId}
          label={`To${unitLabel}`}
          value={high}
          onChange={setHigh}
          placeholder={hint ?? (max === null ? "Any" : String(max))}
          invalid={!hi.ok}
          problemId={problem ? problemId : undefined}
        />
      </div>
      {problem ? (
        <p id={problemId} className="text-xs text-red-700 dark:text-red-300" role="alert">
          {problem}
        </p>
      ) : (
        <LiveCount query={pending ? countFor(pending) : null} />
      )}
      <ApplyOrClear
        onApply={pending === null ? null : () => onApply(pending)}
        onClear={value ? () => onApply(null) : null}
      />
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

/** One end of a range filter: a labelled box that reads typed bounds ("2B", "15%"). */
function BoundInput(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  invalid: boolean;
  problemId: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="block text-xs text-slate-700">
        {props.label}
      </label>
      <input
        id={props.id}
        className="w-28 rounded-md border border-slate-300 px-2 py-1 text-sm"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        placeholder={props.placeholder}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.problemId}
      />
    </div>
  );
}

/** A filter editor's buttons: Apply (disabled without a value to apply), and Clear when one is set. */
function ApplyOrClear({ onApply, onClear }: { onApply: (() => void) | null; onClear: (() => void) | null }) {
  return (
    <div className="flex gap-2">
      <button
        type="button"
        disabled={onApply === null}
        className={buttonVariants({ size: "sm" })}
        onClick={onApply ?? undefined}
      >
        Apply
      </button>
      {onClear ? (
        <button type="button" className={buttonVariants({ variant: "secondary", size: "sm" })} onClick={onClear}>
          Clear
        </button>
      ) : null}
    </div>
  );
}
