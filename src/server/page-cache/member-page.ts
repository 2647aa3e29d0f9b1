import { PERSONAL_DATA_ELEMENT_ID, type PersonalData } from "../../domain/contracts/personal-data";
import { PLACEHOLDER } from "./page-template";

// Members' pages kept like guests' (decision 030, member pages): rendered once per entitlement
// class with a generic session, and the member's own data (session, watchlists, followed
// analysts) sent with each answer in a JSON slot the browser reads after hydration.

/**
 * The body with the slot for the member's data before its `</body>`: a JSON script (never run;
 * a data block, which the content security policy does not govern), outside React's tree, which React's hydration
 * passes over. Undefined when the body has no `</body>` (nothing to keep then).
 */
export function withPersonalSlot(body: string): string | undefined {
  const at = body.lastIndexOf("</body>");
  if (at < 0) return undefined;
  const slot = `<script type="application/json" id="${PERSONAL_DATA_ELEMENT_ID}">${PLACEHOLDER.personal}</script>`;
  return body.slice(0, at) + slot + body.slice(at);
}

/** The member's data as the slot's text: JSON with every `<` escaped, so no text in it can end the script. */
export function personalJson(data: PersonalData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * Keys whose member render was not kept (a page reading one member's own rows, a 404, a
 * redirect), for `ttlMs`: their requests go straight to the ordinary render instead of
 * rendering twice. Bounded: past `max` keys it starts afresh.
 */
export class NotKept {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly max = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  has(key: string): boolean {
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.until.delete(key);
    return false;
  }

  add(key: string): void {
    if (this.until.size >= this.max) this.until.clear();
    this.until.set(key, this.now() + this.ttlMs);
  }
}
