// The SEC's XBRL "company facts" (data.sec.gov/api/xbrl/companyfacts/CIK##########.json): every
// fact a company has filed, by taxonomy, concept and unit. Each fact names its period (`start`
// and `end`, or `end` alone for a balance on a day), its value, and the filing that reported it:
// accession number, form and filing date. `fy` and `fp` are the filing's fiscal year and period,
// not the fact's: a 10-K repeats the two years before as comparatives with the 10-K's own fy.

export interface XbrlFact {
  start?: string;
  end: string;
  val: number;
  accn: string;
  form: string;
  filed: string;
  fy?: number | null;
  fp?: string | null;
  frame?: string;
}

export interface CompanyFactsDocument {
  cik: number;
  entityName: string;
  /** us-gaap concepts: unit ("USD", "USD/shares", "shares") to facts. */
  usGaap: Map<string, Record<string, XbrlFact[]>>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class CompanyFactsError extends Error {}

function isFact(value: unknown): value is XbrlFact {
  if (typeof value !== "object" || value === null) return false;
  const f = value as Record<string, unknown>;
  return (
    typeof f.end === "string" &&
    DATE.test(f.end) &&
    (f.start === undefined || (typeof f.start === "string" && DATE.test(f.start))) &&
    typeof f.val === "number" &&
    Number.isFinite(f.val) &&
    typeof f.accn === "string" &&
    typeof f.form === "string" &&
    typeof f.filed === "string" &&
    DATE.test(f.filed)
  );
}

/** Reads a company facts document; a fact that is not a dated number is left out (text facts exist). */
export function readCompanyFacts(json: unknown): CompanyFactsDocument {
  if (typeof json !== "object" || json === null || Array.isArray(json))
    throw new CompanyFactsError("company facts: not a JSON object");
  const body = json as { cik?: unknown; entityName?: unknown; facts?: unknown };
  const cik = typeof body.cik === "string" ? Number(body.cik) : body.cik;
  if (typeof cik !== "number" || !Number.isInteger(cik) || cik <= 0)
    throw new CompanyFactsError("company facts: cik is not a positive whole number");
  if (typeof body.facts !== "object" || body.facts === null)
    throw new CompanyFactsError("company facts: no facts object");
  const gaap = (body.facts as Record<string, unknown>)["us-gaap"];
  const usGaap = new Map<string, Record<string, XbrlFact[]>>();
  if (typeof gaap === "object" && gaap !== null) {
    for (const [concept, entry] of Object.entries(gaap as Record<string, unknown>)) {
      const units = (entry as { units?: unknown } | null)?.units;
      if (typeof units !== "object" || units === null) continue;
      const kept: Record<string, XbrlFact[]> = {};
      for (const [unit, facts] of Object.entries(units as Record<string, unknown>)) {
        if (Array.isArray(facts)) kept[unit] = facts.filter(isFact);
      }
      usGaap.set(concept, kept);
    }
  }
  return { cik, entityName: typeof body.entityName === "string" ? body.entityName : "", usGaap };
}
