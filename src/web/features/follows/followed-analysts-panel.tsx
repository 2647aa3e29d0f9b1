import { Link } from "react-router";
import type { FollowedAnalyst } from "../../../domain/contracts/followed-analysts";
import { CALL_RATING_LABELS } from "../../../domain/followed-analysts/analyst-call";
import { paths } from "../../../domain/paths";
import { Button } from "../../components/ui/button";
import { PageSection } from "../../components/ui/page-section";
import { usePremiumActions } from "../../lib/premium-actions";
import { followFetcherKey, followsForm } from "./follow-forms";
import { useFollowedAnalysts, useFollowsForm } from "./followed-analysts-provider";
import { orderedFollowedAnalysts } from "./followed-analysts-state";

// The dashboard's followed analysts (decision 027; the dashboard's `slots.analysts`, decision
// 025): the member's analysts in their order with each one's latest call, buttons to move one up
// or down and to unfollow, and the weekly digest of their new calls. Everything reads the page's
// one followed-analysts store; each change is a follows form (decision 067), shown at once.

const linkClass = "font-medium text-emerald-800 underline hover:text-emerald-900";

export function FollowedAnalystsPanel() {
  const { state, subscribed, isFollowed } = useFollowedAnalysts();
  const { hasPremium } = usePremiumActions();
  const analysts = orderedFollowedAnalysts(state);
  // One order on its way: a second move replaces the first, from the order it asked for.
  const { send: reorder } = useFollowsForm("follows-reorder");
  const { send: setDigest } = useFollowsForm("follows-digest");

  function move(index: number, by: -1 | 1) {
    const order = analysts.map((a) => a.id);
    const other = index + by;
    if (other < 0 || other >= order.length) return;
    [order[index], order[other]] = [order[other]!, order[index]!];
    reorder(followsForm("reorder", { analyst_id: order }));
  }

  return (
    <PageSection title="Followed analysts" aside={analysts.length ? `${analysts.length} followed` : undefined}>
      {analysts.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          You follow no analysts yet.{" "}
          <Link to={paths.analysts()} className={linkClass}>
            Find analysts to follow
          </Link>
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100" aria-label="Followed analysts in your order">
          {analysts.map((a, i) => (
            // Hidden, not gone, while an unfollow is on its way: a refusal brings it back with the message.
            <li key={a.id} hidden={!isFollowed(a.id)} className="py-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span>
                  <Link to={a.url} className={linkClass}>
                    {a.name}
                  </Link>{" "}
                  <span className="text-slate-600">{a.firmName}</span>
                </span>
                <span className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                    aria-label={`Move ${a.name} up`}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={i === analysts.length - 1}
                    onClick={() => move(i, 1)}
                    aria-label={`Move ${a.name} down`}
                  >
                    ↓
                  </Button>
                  <UnfollowButton analyst={a} />
                </span>
              </div>
              {a.latestCall ? (
                <p className="mt-1 text-slate-700">
                  <time dateTime={a.latestCall.date} className="tabular-nums">
                    {a.latestCall.date}
                  </time>{" "}
                  <Link to={a.latestCall.url} className={linkClass}>
                    {a.latestCall.ticker}
                  </Link>{" "}
                  {CALL_RATING_LABELS[a.latestCall.rating]}
                  {a.latestCall.priceTarget === null ? "" : `, target $${a.latestCall.priceTarget.toFixed(2)}`}
                </p>
              ) : (
                // Without Premium the server sends no latest call: it is nearly always a current one.
                <p className="mt-1 text-slate-600">{hasPremium ? "No calls yet." : "Latest call: Premium."}</p>
              )}
            </li>
          ))}
        </ol>
      )}
      <label className="mt-4 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-4 w-4 accent-emerald-700"
          checked={subscribed}
          onChange={(e) => setDigest(followsForm("digest", { subscribed: e.target.checked }), { flushSync: true })}
        />
        Email me a weekly digest of their new calls
      </label>
    </PageSection>
  );
}

function UnfollowButton({ analyst }: { analyst: FollowedAnalyst }) {
  // The analyst's Follow fetcher: the Follow controls of the page show the unfollow at once too.
  const { send } = useFollowsForm(followFetcherKey(analyst.id));
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => send(followsForm("unfollow", { analyst_id: analyst.id }))}
      aria-label={`Unfollow ${analyst.name}`}
    >
      Unfollow
    </Button>
  );
}
