import { useId } from "react";
import { useFetcher } from "react-router";
import type { PortfolioDigest } from "../../../domain/contracts/portfolios";
import { Button } from "../../components/ui/button";

// The portfolio's digest: a mail, at the member's frequency, of what changed for the companies it
// holds. Sent through the portfolio page's clientAction; the page's data follows after it.

export const DIGEST_INTENT = "portfolio-digest";
const FREQUENCIES = ["daily", "weekly", "monthly"] as const;

export interface DigestActionResult {
  intent: typeof DIGEST_INTENT;
  error: string | null;
}

export function isDigestIntent(form: FormData | undefined): boolean {
  return form?.get("intent") === DIGEST_INTENT;
}

export async function digestAction(portfolioId: number, form: FormData): Promise<DigestActionResult> {
  const { changePortfolioDigest } = await import("./api/portfolio-digest");
  try {
    await changePortfolioDigest(portfolioId, {
      subscribed: form.get("subscribed") === "on",
      frequency: FREQUENCIES.find((f) => f === form.get("frequency")) ?? "weekly",
    });
    return { intent: DIGEST_INTENT, error: null };
  } catch (e) {
    return { intent: DIGEST_INTENT, error: e instanceof Error ? e.message : "The digest could not be changed." };
  }
}

export function DigestSetting({ digest }: { digest: PortfolioDigest }) {
  const fetcher = useFetcher<DigestActionResult>();
  const ids = { subscribed: useId(), frequency: useId() };
  const busy = fetcher.state !== "idle";
  const error = fetcher.state === "idle" ? fetcher.data?.error : null;
  return (
    <fetcher.Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value={DIGEST_INTENT} />
      <span className="flex items-center gap-2">
        <input id={ids.subscribed} type="checkbox" name="subscribed" defaultChecked={digest.subscribed} />
        <label htmlFor={ids.subscribed}>Email me a digest of these holdings</label>
      </span>
      <label htmlFor={ids.frequency} className="sr-only">
        How often
      </label>
      <select
        id={ids.frequency}
        name="frequency"
        defaultValue={digest.frequency}
        className="rounded-md border border-slate-300 bg-surface px-2 py-1"
      >
        <option value="daily">Daily</option>
        <option value="weekly">Weekly</option>
        <option value="monthly">Monthly</option>
      </select>
      <Button type="submit" size="sm" variant="secondary" disabled={busy}>
        {busy ? "Saving…" : "Save"}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
