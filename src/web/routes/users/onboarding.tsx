import { redirect } from "react-router";
import type { Route } from "./+types/onboarding";
import { ONBOARDING_FREQUENCIES, type OnboardingFrequency } from "../../../domain/watchlists/limits";
import { paths } from "../../../domain/paths";
import { SignInPrompt } from "../../components/ui/sign-in-prompt";
import { AnalystsToFollowStep } from "../../features/follows/analysts-to-follow-step";
import { finishOnboarding, onboardWatchlist } from "../../features/onboarding/api/onboarding";
import {
  ONBOARDING_INTENTS,
  OnboardingSteps,
  type OnboardingActionResult,
} from "../../features/onboarding/onboarding-steps";
import { pageContext } from "../../lib/page-context";

// /users/onboarding: where sign-up leads (spec 2.2's post-signup page; decision 025). A member
// who has onboarded goes on to the dashboard, unless they asked to pick companies again.

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await pageContext(context).dashboardPages.onboarding();
  if (page?.onboarded && !new URL(request.url).searchParams.has("again")) throw redirect(paths.userDashboard());
  return { page };
}

const isFrequency = (value: unknown): value is OnboardingFrequency => ONBOARDING_FREQUENCIES.some((f) => f === value);

export async function clientAction({ request }: Route.ClientActionArgs): Promise<OnboardingActionResult | Response> {
  const form = await request.formData();
  try {
    if (form.get("intent") === ONBOARDING_INTENTS.companies) {
      const ids = String(form.get("ids") ?? "")
        .split(",")
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0);
      await onboardWatchlist(ids);
      return { error: null, step: "digest" };
    }
    const frequency = form.get("frequency");
    if (form.get("intent") === ONBOARDING_INTENTS.finish && isFrequency(frequency)) {
      await finishOnboarding(frequency);
      return redirect(paths.userDashboard());
    }
    return { error: "Bad Request" };
  } catch (e) {
    return { error: e instanceof Error ? e.message : "Could not save. Please try again." };
  }
}

export function meta() {
  return [{ title: "Getting Started · OpenZen" }, { name: "robots", content: "noindex" }];
}

export default function OnboardingPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page) return <SignInPrompt title="Getting Started" reason="to set up your watchlist." />;
  return (
    <div className="max-w-4xl">
      <h1 className="text-3xl font-bold">Welcome to OpenZen</h1>
      <p className="mt-2 text-slate-700">Two quick steps and your dashboard is ready.</p>
      <div className="mt-6">
        <OnboardingSteps popular={page.popular} watchlistName={page.watchlist?.name ?? "your watchlist"} />
      </div>
      <div className="mt-8">
        <AnalystsToFollowStep />
      </div>
    </div>
  );
}
