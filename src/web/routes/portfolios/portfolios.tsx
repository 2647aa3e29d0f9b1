import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/portfolios";
import { PORTFOLIO_LIMITS } from "../../../domain/portfolios/limits";
import { Button } from "../../components/ui/button";
import { SignInPrompt } from "../../components/ui/sign-in-prompt";
import { createPortfolio } from "../../features/portfolios/api/portfolios";
import { ApiError } from "../../lib/api-client";
import { pageContext } from "../../lib/page-context";

// /users/portfolios: the signed-in member's portfolios, and a new one.

export async function loader({ context }: Route.LoaderArgs) {
  return { portfolios: await pageContext(context).portfolioPages.list() };
}

export function meta() {
  return [{ title: "Portfolios · OpenZen" }, { name: "robots", content: "noindex" }];
}

export default function PortfoliosPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { portfolios } = loaderData;
  if (!portfolios) return <SignInPrompt title="Portfolios" reason="to keep portfolios and follow how they do." />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "").trim();
    if (!name) return;
    setBusy(true);
    setProblem(null);
    try {
      const created = await createPortfolio(name);
      await navigate(created.url);
    } catch (e) {
      setProblem(e instanceof ApiError ? e.message : "The portfolio could not be created.");
      setBusy(false);
    }
  }

  return (
    <div>
      <h1 className="text-3xl font-bold">Portfolios</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        What you hold, what it earns you and how it did against the market: add your transactions by importing your
        broker&apos;s file.
      </p>
      {portfolios.length ? (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {portfolios.map((p) => (
            <li key={p.id} className="flex items-baseline justify-between gap-4 p-3" data-testid="portfolio-item">
              <Link to={p.url} className="font-medium text-emerald-800 underline">
                {p.name}
              </Link>
              <span className="text-sm text-slate-600">
                {p.transactions} {p.transactions === 1 ? "transaction" : "transactions"}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4">You have no portfolio yet.</p>
      )}
      <form onSubmit={submit} className="mt-6 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm font-medium">
          Portfolio name
          <input
            name="name"
            required
            maxLength={PORTFOLIO_LIMITS.nameLength}
            className="mt-1 rounded border border-slate-300 px-2 py-1 text-base font-normal"
          />
        </label>
        <Button type="submit" disabled={busy}>
          New portfolio
        </Button>
      </form>
      {problem ? (
        <p role="alert" className="mt-2 text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
