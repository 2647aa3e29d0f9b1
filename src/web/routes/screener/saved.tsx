import type { Route } from "./+types/saved";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { paths } from "../../../domain/paths";
import { apiFetch } from "../../lib/api-fetch";
import { pageMeta } from "../../features/screener/screener-route";

// /stock-screener/saved: the signed-in user's saved screens, each opening the screener on it.

export async function loader({ context }: Route.LoaderArgs) {
  return { savedScreeners: await context.screener.savedScreeners() };
}

export function meta() {
  return pageMeta("Saved Screeners", "Your saved stock screens.");
}

export default function SavedScreenersPage({ loaderData }: Route.ComponentProps) {
  const { savedScreeners } = loaderData;
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const remove = async (id: number) => {
    try {
      await apiFetch(`/api/screener/saved/${id}`, { method: "DELETE" });
      setError(null);
      await revalidator.revalidate();
    } catch (e) {
      setError(e instanceof Error ? e.message : "Could not delete the screen.");
    }
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
              <button type="button" className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50" onClick={() => void remove(s.id)} aria-label={`Delete ${s.name ?? "Untitled screen"}`}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
