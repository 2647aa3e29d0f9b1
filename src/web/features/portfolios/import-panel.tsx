import { useEffect, useId, useState, type ChangeEvent } from "react";
import { useFetcher } from "react-router";
import type { ImportPreview } from "../../../domain/contracts/portfolios";
import { PRESET_NAMES } from "../../../domain/portfolios/limits";
import { PRESET_IDS, type ColumnMapping, type PresetId } from "../../../domain/portfolios/broker-csv";
import { Button } from "../../components/ui/button";
import { previewImport, type ImportRequest } from "./api/portfolios";
import { IMPORT_INTENT, importProblem, type ImportActionResult, type ImportProblem } from "./import-action";
import { moneyText, sharesText } from "./format";

// A broker's file into the portfolio: choose the file (and the broker, or let its header say),
// see every row as it will be written (a read of the typed client), then import: a fetcher
// submits the file to the portfolio page's clientAction (import-action.ts) and the page's
// holdings follow. A file of another layout asks for its columns once; the server remembers them
// for the next file of that layout.

const KIND_WORDS = {
  buy: "Buy",
  sell: "Sell",
  dividend: "Dividend",
  cash_in: "Deposit",
  cash_out: "Withdrawal",
  fee: "Fee",
} as const;
const STATUS_WORDS = { new: "To import", already: "Imported before", unknown: "Unknown ticker" } as const;
const FIELDS: { key: Exclude<keyof ColumnMapping, "fees">; label: string }[] = [
  { key: "date", label: "Date" },
  { key: "action", label: "Action (buy, sell, dividend ...)" },
  { key: "symbol", label: "Ticker" },
  { key: "quantity", label: "Shares" },
  { key: "price", label: "Price" },
  { key: "amount", label: "Amount" },
];

/** A refused preview or import: the server's message, and the file's columns to choose from. */
function refused(problem: ImportProblem, show: { setHeader(h: string[]): void; setProblem(m: string): void }) {
  if (problem.header) show.setHeader(problem.header);
  show.setProblem(problem.message);
}

/** The words after an import: what was added, what was there before, what waits for a ticker. */
function importedText({ fileName, added, already, unknown }: NonNullable<ImportActionResult["imported"]>): string {
  return (
    `Imported ${added} ${added === 1 ? "transaction" : "transactions"} from ${fileName}` +
    (already ? `; ${already} were imported before` : "") +
    (unknown.length ? `; waiting for tickers we do not know: ${unknown.join(", ")}` : "") +
    "."
  );
}

export function ImportPanel({ portfolioId }: { portfolioId: number }) {
  const id = useId();
  const fetcher = useFetcher<ImportActionResult>();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preset, setPreset] = useState<PresetId | "">("");
  const [header, setHeader] = useState<string[] | null>(null);
  const [mapping, setMapping] = useState<Partial<Record<keyof ColumnMapping, string>>>({});
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const busy = previewing || fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  // The import's answer replaces the preview it wrote, or shows why it was refused.
  useEffect(() => {
    if (result?.imported) {
      setPreview(null);
      setDone(importedText(result.imported));
    } else if (result?.problem) refused(result.problem, { setHeader, setProblem });
  }, [result]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0];
    setPreview(null);
    setProblem(null);
    setDone(null);
    setHeader(null);
    setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
  }

  function request(): ImportRequest | null {
    if (!file) return null;
    const base: ImportRequest = { file_name: file.name, csv: file.text };
    if (header) {
      const m = mapping;
      if (!m.date || !m.action || !m.symbol || !m.quantity || !m.price || !m.amount) return null;
      return {
        ...base,
        mapping: {
          date: m.date,
          action: m.action,
          symbol: m.symbol,
          quantity: m.quantity,
          price: m.price,
          amount: m.amount,
          fees: m.fees ? [m.fees] : [],
        },
      };
    }
    return preset ? { ...base, preset } : base;
  }

  function checked(): ImportRequest | null {
    const body = request();
    if (!body) setProblem(header ? "Choose a column for each field." : "Choose a file first.");
    else setProblem(null);
    return body;
  }

  async function showPreview() {
    const body = checked();
    if (!body) return;
    setPreviewing(true);
    try {
      setPreview(await previewImport(portfolioId, body));
    } catch (e) {
      refused(importProblem(e), { setHeader, setProblem });
    } finally {
      setPreviewing(false);
    }
  }

  function write() {
    const body = checked();
    if (body) void fetcher.submit({ intent: IMPORT_INTENT, request: JSON.stringify(body) }, { method: "post" });
  }

  return (
    <div className="mt-3 space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm font-medium">
          Broker file (CSV)
          <input type="file" accept=".csv,text/csv" onChange={choose} className="mt-1 text-sm font-normal" />
        </label>
        <label className="flex flex-col text-sm font-medium">
          Broker
          <select
            value={preset}
            onChange={(e) => setPreset(e.currentTarget.value as PresetId | "")}
            className="mt-1 rounded border border-slate-300 px-2 py-1 font-normal"
          >
            <option value="">Find it from the file</option>
            {PRESET_IDS.map((p) => (
              <option key={p} value={p}>
                {PRESET_NAMES[p]}
              </option>
            ))}
          </select>
        </label>
        <Button type="button" variant="secondary" disabled={busy || !file} onClick={() => void showPreview()}>
          Preview
        </Button>
      </div>
      {header ? (
        <fieldset className="rounded border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium">Your file&apos;s columns</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {[...FIELDS, { key: "fees" as const, label: "Fees (optional)" }].map((f) => (
              <label key={f.key} className="flex flex-col text-sm" htmlFor={`${id}-${f.key}`}>
                {f.label}
                <select
                  id={`${id}-${f.key}`}
                  value={mapping[f.key] ?? ""}
                  onChange={(e) => setMapping({ ...mapping, [f.key]: e.currentTarget.value || undefined })}
                  className="mt-1 rounded border border-slate-300 px-2 py-1"
                >
                  <option value="">—</option>
                  {header.map((h) => (
                    <option key={h} value={h}>
                      {h}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {problem ? (
        <p role="alert" className="text-red-700">
          {problem}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="text-emerald-800">
          {done}
        </p>
      ) : null}
      {preview ? (
        <div data-testid="import-preview">
          <p className="text-sm">
            {preview.layoutName}: {preview.added} to import, {preview.already} imported before
            {preview.skipped.length
              ? `, ${preview.skipped.length} not about holdings (lines ${preview.skipped.map((s) => s.line).join(", ")})`
              : ""}
            .
          </p>
          {preview.unknown.length ? (
            <p className="text-sm text-amber-800">
              Tickers we do not know, left out until we do:{" "}
              {preview.unknown.map((u) => `${u.ticker} (line ${u.lines.join(", ")})`).join("; ")}.
            </p>
          ) : null}
          <div className="mt-2 max-h-96 overflow-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Rows of {preview.fileName}</caption>
              <thead>
                <tr className="border-b border-slate-300 text-left">
                  <th scope="col" className="py-1 pr-2">
                    Line
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    Date
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    Kind
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    Ticker
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right">
                    Shares
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right">
                    Amount
                  </th>
                  <th scope="col" className="py-1">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((r) => (
                  <tr key={r.line} className="border-b border-slate-200" data-testid="preview-row">
                    <td className="py-1 pr-2">{r.line}</td>
                    <td className="py-1 pr-2">{r.date}</td>
                    <td className="py-1 pr-2">{KIND_WORDS[r.kind]}</td>
                    <td className="py-1 pr-2">{r.ticker ?? "—"}</td>
                    <td className="py-1 pr-2 text-right tabular-nums">
                      {r.shares === null ? "—" : sharesText(r.shares)}
                    </td>
                    <td className="py-1 pr-2 text-right tabular-nums">{moneyText(r.amount)}</td>
                    <td className="py-1">{STATUS_WORDS[r.status]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button type="button" className="mt-3" disabled={busy} onClick={write}>
            Import {preview.added} {preview.added === 1 ? "transaction" : "transactions"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
