import { buttonVariants } from "../../components/ui/button";
import type { Route } from "./+types/saved";
import { Link, useFetcher, useFetchers } from "react-router";
import { paths } from "../../../domain/paths";
import { deleteSavedScreener, subscribeSavedScreener } from "../../features/screener/api/saved-screeners";
import { pageMeta } from "../../features/screener/screener-route";
import { localeText } from "../../../domain/number-text";
import { universeWords } from "../../../domain/screener/universe-words";
import { pageContext } from "../../lib/page-context";

// /stock-screener/saved: the signed-in user's saved screens, each opening the screener on it.
// Deleting goes through this route's clientAction (the typed API client), submitted by a
// fetcher: the row disappears at once (optimistic), React Router revalidates the loader after
// the action, and a refused delete brings the row back with the server's message.

const DELETE_INTENT = "delete";
const ALERTS_INTENT = "alerts";
const FREQUENCIES = ["daily", "weekly", "monthly"] as const;

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const id = Number(form.get("id"));
  const intent = form.get("intent");
  if ((intent !== DELETE_INTENT && intent !== ALERTS_INTENT) || !Number.isInteger(id)) return { error: "Bad Request" };
  try {
    if (intent === ALERTS_INTENT) {
      const frequency = FREQUENCIES.find((f) => f === form.get("frequency")) ?? "weekly";
      await subscribeSavedScreener(id, form.get("subscribed") === "true", frequency);
    } else await deleteSavedScreener(id);
    return { error: null };
  } catch (e) {
    return { error: e instanceof Error ? e.message : "Could not delete the screen." };
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  return { savedScreeners: await pageContext(context).screener.savedScreeners() };
}

export function meta() {
  return pageMeta("Saved Screeners", "Your saved stock screens.");
}

export default function SavedScreenersPage({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof clientAction>();
  // Rows being deleted right now are hidden before the server answers.
  const deleting = new Set(
    useFetchers()
      .filter((f) => f.formData?.get("intent") === DELETE_INTENT)
      .map((f) => Number(f.formData?.get("id"))),
  );
  // Alert changes on their way show at once (optimistic); the loader's values follow.
  const pendingAlerts = new Map(
    useFetchers()
      .filter((f) => f.formData?.get("intent") === ALERTS_INTENT)
      .map((f) => [
        Number(f.formData?.get("id")),
        {
          subscribed: f.formData?.get("subscribed") === "true",
          subscriptionFrequency: FREQUENCIES.find((x) => x === f.formData?.get("frequency")) ?? "weekly",
        },
      ]),
  );
  const savedScreeners =
    loaderData.savedScreeners?.filter((s) => !deleting.has(s.id)).map((s) => ({ ...s, ...pendingAlerts.get(s.id) })) ??
    null;
  const error = fetcher.state === "idle" ? (fetcher.data?.error ?? null) : null;
  const remove = (id: number) => {
    void fetcher.submit({ intent: DELETE_INTENT, id: String(id) }, { method: "post" });
  };
  // Screen alerts: the loader's values, revalidated after each change.
  const alerts = (id: number, subscribed: boolean, frequency: string) => {
    void fetcher.submit(
      { intent: ALERTS_INTENT, id: String(id), subscribed: String(subscribed), frequency },
      { method: "post" },
    );
  };
  return (
    <div>
      <h1 className="text-3xl font-bold">Saved Screeners</h1>
      {savedScreeners === null ? (
        <p className="mt-4">
          <Link to={paths.signIn()} className="text-emerald-800 underline">
            Sign in
          </Link>{" "}
          to save screens and find them here.
        </p>
      ) : savedScreeners.length === 0 ? (
        <p className="mt-4">
          No saved screens yet. Build one in the{" "}
          <Link to={paths.stockScreener()} className="text-emerald-800 underline">
            Stock Screener
          </Link>{" "}
          and save it.
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-md border border-slate-200">
          {savedScreeners.map((s) => (
            <li key={s.id} className="flex items-start justify-between gap-4 p-4">
              <div>
                <div className="flex flex-wrap items-baseline gap-x-3">
                  {s.wholeMarketUrl ? (
                    <span className="font-semibold">{s.name ?? "Untitled screen"}</span>
                  ) : (
                    <Link to={s.url} className="font-semibold text-emerald-800 hover:underline">
                      {s.name ?? "Untitled screen"}
                    </Link>
                  )}
                  <span className="text-sm text-slate-700" data-testid="saved-count">
                    {s.wholeMarketUrl
                      ? "No longer runs"
                      : s.count === null
                        ? "Needs Premium"
                        : `${localeText(s.count)} ${s.count === 1 ? "company" : "companies"} today`}
                  </span>
                </div>
                {s.universe ? (
                  <p className="mt-1 text-sm font-medium text-slate-800" data-testid="saved-universe">
                    {universeWords(s.universe)}
                  </p>
                ) : null}
                {s.wholeMarketUrl ? (
                  <p className="mt-1 text-sm text-slate-700">
                    Its {s.universe?.kind ?? "list"} was deleted, so this screen no longer runs.{" "}
                    <Link to={s.wholeMarketUrl} className="text-emerald-800 underline">
                      Open its filters on the whole market
                    </Link>
                  </p>
                ) : null}
                {s.filterWords.length > 0 ? (
                  <ul className="mt-1 flex flex-wrap gap-1.5 text-sm" aria-label="Filters">
                    {s.filterWords.map((w) => (
                      <li key={w} className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
                        {w}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-1 text-sm text-slate-700">
                    {s.universe ? "Every company in the list" : "Every company"}
                  </p>
                )}
                {s.description ? <p className="mt-1 text-sm text-slate-700">{s.description}</p> : null}
                {s.universe ? null : (
                  // A screen over the member's own list cannot be backtested (its page says why).
                  <p className="mt-1 text-sm">
                    <Link to={paths.savedScreenerBacktest(s.id)} className="text-emerald-800 underline">
                      Backtest this screen
                    </Link>
                  </p>
                )}
                <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={s.subscribed}
                      onChange={(e) => alerts(s.id, e.currentTarget.checked, s.subscriptionFrequency)}
                    />
                    Email alerts when companies enter or leave
                  </label>
                  <label className="flex items-center gap-2">
                    <span className="sr-only">Alert frequency for {s.name ?? "Untitled screen"}</span>
                    <select
                      value={s.subscriptionFrequency}
                      onChange={(e) => alerts(s.id, s.subscribed, e.currentTarget.value)}
                      className="rounded border border-slate-300 px-2 py-1"
                    >
                      {FREQUENCIES.map((f) => (
                        <option key={f} value={f}>
                          {f[0]!.toUpperCase() + f.slice(1)}
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
              </div>
              <button
                type="button"
                className={buttonVariants({ variant: "secondary", size: "sm" })}
                onClick={() => remove(s.id)}
                aria-label={`Delete ${s.name ?? "Untitled screen"}`}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
