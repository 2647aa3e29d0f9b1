import { buttonVariants } from "../../components/ui/button";
import type { Route } from "./+types/saved";
import { Link, useFetcher, useFetchers } from "react-router";
import { paths } from "../../../domain/paths";
import { deleteSavedScreener } from "../../features/screener/api/saved-screeners";
import { pageMeta } from "../../features/screener/screener-route";

// /stock-screener/saved: the signed-in user's saved screens, each opening the screener on it.
// Deleting goes through this route's clientAction (the typed API client), submitted by a
// fetcher: the row disappears at once (optimistic), React Router revalidates the loader after
// the action, and a refused delete brings the row back with the server's message.

const DELETE_INTENT = "delete";

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const id = Number(form.get("id"));
  if (form.get("intent") !== DELETE_INTENT || !Number.isInteger(id)) return { error: "Bad Request" };
  try {
    await deleteSavedScreener(id);
    return { error: null };
  } catch (e) {
    return { error: e instanceof Error ? e.message : "Could not delete the screen." };
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  return { savedScreeners: await context.screener.savedScreeners() };
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
  const savedScreeners = loaderData.savedScreeners?.filter((s) => !deleting.has(s.id)) ?? null;
  const error = fetcher.state === "idle" ? (fetcher.data?.error ?? null) : null;
  const remove = (id: number) => {
    void fetcher.submit({ intent: DELETE_INTENT, id: String(id) }, { method: "post" });
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
                <Link to={s.url} className="font-semibold text-emerald-800 hover:underline">
                  {s.name ?? "Untitled screen"}
                </Link>
                {s.description ? <p className="mt-1 text-sm text-slate-700">{s.description}</p> : null}
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
