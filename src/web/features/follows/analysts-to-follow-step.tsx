import { useEffect, useState } from "react";
import type { SuggestedAnalyst } from "../../../domain/contracts/followed-analysts";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { suggestedAnalysts } from "./api/followed-analysts";
import { followsForm } from "./follow-forms";
import { useFollowedAnalysts, useFollowsForm } from "./followed-analysts-provider";

// Onboarding's optional step (decision 027): analysts to follow, the most followed first, then the
// best ranked, then those with the most calls in the market's last year. Picked analysts are
// followed with one follows form (decision 067), one call to /api/users/followed-analysts/onboard.

export function AnalystsToFollowStep() {
  const { isFollowed } = useFollowedAnalysts();
  const [analysts, setAnalysts] = useState<SuggestedAnalyst[] | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [done, setDone] = useState(false);
  const { send, busy } = useFollowsForm(undefined, ({ error }) => setDone(!error));

  useEffect(() => {
    let live = true;
    suggestedAnalysts()
      .then((list) => live && setAnalysts(list))
      .catch(() => live && setAnalysts([]));
    return () => {
      live = false;
    };
  }, []);

  if (analysts !== null && analysts.length === 0) return null;
  const toggle = (id: number) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));

  const submit = () => send(followsForm("follow_many", { analyst_id: picked }));

  return (
    <section aria-labelledby="analysts-to-follow" className="rounded-lg border border-slate-200 p-4 sm:p-6">
      <h2 id="analysts-to-follow" className="text-lg font-semibold">
        Optional: analysts to follow
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Their new calls show on your dashboard and, if you like, in a weekly email.
      </p>
      {analysts === null ? (
        <p className="mt-3 text-sm text-slate-600">Loading analysts…</p>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label="Suggested analysts">
          {analysts.map((a) => {
            const on = picked.includes(a.id) || isFollowed(a.id);
            return (
              <li key={a.id}>
                <button
                  type="button"
                  aria-pressed={on}
                  disabled={isFollowed(a.id)}
                  onClick={() => toggle(a.id)}
                  className={cn(
                    "flex min-h-11 w-full items-center gap-3 rounded-md border px-3 py-2 text-left",
                    on
                      ? "border-emerald-700 bg-emerald-50 text-slate-900"
                      : "border-slate-300 hover:border-emerald-700",
                  )}
                >
                  <span aria-hidden="true" className="w-4 font-bold text-emerald-800">
                    {on ? "✓" : "+"}
                  </span>
                  <span className="font-semibold">{a.name}</span>
                  <span className="truncate text-sm text-slate-700">
                    {a.firmName} · {a.callCount} calls this year
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-4 flex items-center gap-3">
        <Button onClick={submit} disabled={busy || picked.length === 0}>
          Follow {picked.length || ""} analyst{picked.length === 1 ? "" : "s"}
        </Button>
        {done ? (
          <p role="status" className="text-sm text-slate-700">
            Followed. You will find them on your dashboard.
          </p>
        ) : null}
      </div>
    </section>
  );
}
