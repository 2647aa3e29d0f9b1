import { readCompanyFacts, type CompanyFactsDocument, type XbrlFact } from "./company-facts";

// Company facts documents for tests, in the SEC's layout, from a few lines of facts.

export interface FactSpec {
  concept: string;
  unit?: string;
  start?: string;
  end: string;
  val: number;
  filed: string;
  form?: string;
  accn?: string;
}

/** The JSON the SEC serves for these facts. */
export function companyFactsJson(cik: number, entityName: string, specs: readonly FactSpec[]): unknown {
  const gaap: Record<string, { label: string; description: string; units: Record<string, XbrlFact[]> }> = {};
  for (const s of specs) {
    const unit = s.unit ?? (/PerShare/.test(s.concept) ? "USD/shares" : /NumberOf/.test(s.concept) ? "shares" : "USD");
    const entry = (gaap[s.concept] ??= { label: s.concept, description: s.concept, units: {} });
    const form = s.form ?? "10-K";
    (entry.units[unit] ??= []).push({
      ...(s.start ? { start: s.start } : {}),
      end: s.end,
      val: s.val,
      accn: s.accn ?? `0000${cik}-${s.filed.slice(2, 4)}-${s.filed.slice(5, 7)}${s.filed.slice(8, 10)}00`,
      fy: Number(s.filed.slice(0, 4)),
      fp: form.startsWith("10-K") ? "FY" : "Q1",
      form,
      filed: s.filed,
    });
  }
  return {
    cik,
    entityName,
    facts: {
      dei: {
        EntityCommonStockSharesOutstanding: {
          label: "Entity Common Stock, Shares Outstanding",
          units: {
            shares: [
              { end: "2024-01-20", val: 1000, accn: "x", fy: 2023, fp: "FY", form: "10-K", filed: "2024-02-09" },
            ],
          },
        },
      },
      "us-gaap": gaap,
    },
  };
}

export function factsDoc(specs: readonly FactSpec[]): CompanyFactsDocument {
  return readCompanyFacts(companyFactsJson(1, "Test Co", specs));
}
