import type { CompanyReference } from "../../../../domain/contracts/company-search";
import { COMPANY_REFS_LIMIT } from "../../../../domain/search/limits";
import { api, type CompanyRef } from "../../../../domain/paths";
import { apiCall, schemaOf } from "../../../lib/api-client";

// The id of a company known by exchange and ticker (a search result carries no id, spec 7), for
// the Watch control. The references asked for in one tick go in one call; answers are kept for
// the page's life, and a failed call is forgotten so that the next ask tries again. The answer is
// parsed by the contract, loaded with the first answer (decision 041).

const references = schemaOf(
  () => import("../../../../domain/contracts/company-search"),
  (c) => c.companyRefsAnswerSchema,
);

const key = (r: CompanyRef) => `${r.exchange.toUpperCase()}:${r.ticker.toUpperCase()}`;

const known = new Map<string, Promise<CompanyReference | null>>();
let waiting: { ref: CompanyRef; settle(answer: Promise<CompanyReference | null>): void }[] = [];

function flush() {
  const batch = waiting;
  waiting = [];
  for (let i = 0; i < batch.length; i += COMPANY_REFS_LIMIT) {
    const part = batch.slice(i, i + COMPANY_REFS_LIMIT);
    const answer = apiCall(api.companyRefs(part.map((w) => w.ref)), references);
    for (const w of part) {
      w.settle(answer.then((a) => a?.companies.find((c) => key(c) === key(w.ref)) ?? null));
    }
  }
}

export function companyReference(ref: CompanyRef): Promise<CompanyReference | null> {
  const k = key(ref);
  const cached = known.get(k);
  if (cached) return cached;
  const promise = new Promise<CompanyReference | null>((resolve, reject) => {
    if (waiting.length === 0) setTimeout(flush, 0);
    waiting.push({ ref, settle: (answer) => answer.then(resolve, reject) });
  });
  known.set(k, promise);
  promise.catch(() => known.delete(k));
  return promise;
}
