import { data } from "react-router";
import type { Route } from "./+types/webinar";
import { PageSection } from "../../components/ui/page-section";
import { metaTags, withMeta } from "../../lib/page-meta";
import { pageContext } from "../../lib/page-context";
import { formatDate } from "../../lib/format";
import { ZenInvestorPageHeader } from "../../features/zen-investor/page-header";

// /stock-picks/webinars/{id}: one recorded session from content/webinars/sessions.json. The video
// is hosted elsewhere, under WEBINAR_VIDEO_BASE_URL; unknown ids answer 404.

export async function loader({ context, params }: Route.LoaderArgs) {
  const webinar = await pageContext(context).zenInvestorPages.webinar(params.id);
  if (!webinar) throw data(null, { status: 404, statusText: "Not Found" });
  return withMeta({ webinar }, ({ webinar: w }) => ({
    title: `Zen Investor: Webinar · ${w.title} · OpenZen`,
    description: w.description,
  }));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.meta);
}

export default function WebinarPage({ loaderData }: Route.ComponentProps) {
  const w = loaderData.webinar;
  return (
    <div className="space-y-6 py-6">
      <ZenInvestorPageHeader title={w.title}>
        <p className="mt-1 text-sm text-slate-600">Recorded {formatDate(w.date)}</p>
        <p className="mt-3 text-lg text-slate-700">{w.description}</p>
      </ZenInvestorPageHeader>
      <PageSection title="Recording">
        {w.videoUrl ? (
          <p className="mt-2">
            <a href={w.videoUrl} className="font-medium text-emerald-800 underline" rel="noopener">
              Watch the recording: {w.title}
            </a>
          </p>
        ) : (
          <p className="mt-2 text-slate-700" data-testid="no-video">
            The recording&apos;s address is not configured on this site.
          </p>
        )}
      </PageSection>
    </div>
  );
}
