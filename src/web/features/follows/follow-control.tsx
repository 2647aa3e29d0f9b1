import { Button } from "../../components/ui/button";
import { FOLLOW_INTENT, FOLLOWS_ACTION, followFetcherKey, UNFOLLOW_INTENT } from "./follow-forms";
import { useFollowedAnalysts, useFollowsForm } from "./followed-analysts-provider";

// The Follow control wherever an analyst appears (the /analysts rows, the profile header). Its
// form goes through a fetcher to the follows action (decision 067): the new state shows at once
// (read from the form on its way) and the loaders' list takes over once the server answered; a
// refusal shows the server's message as a toast and the control goes back to the list's state. A
// guest's Follow waits in the analysts-to-follow cookie and opens sign-up with the `analyst`
// workflow (spec 4).

export function FollowControl({
  analystId,
  analystName,
  size = "sm",
}: {
  analystId: number;
  analystName: string;
  size?: "sm" | "md";
}) {
  const { signedIn, isFollowed, askToSignUp } = useFollowedAnalysts();
  const { fetcher } = useFollowsForm(followFetcherKey(analystId));
  if (!signedIn) {
    return (
      <Button
        variant="secondary"
        size={size}
        onClick={() => askToSignUp(analystId)}
        aria-label={`Follow ${analystName}`}
      >
        Follow
      </Button>
    );
  }
  const on = isFollowed(analystId);
  return (
    <fetcher.Form method="post" action={FOLLOWS_ACTION} className="inline">
      <input type="hidden" name="analyst_id" value={analystId} />
      <Button
        type="submit"
        name="intent"
        value={on ? UNFOLLOW_INTENT : FOLLOW_INTENT}
        variant={on ? "primary" : "secondary"}
        size={size}
        aria-pressed={on}
        aria-label={`Follow ${analystName}`}
      >
        {on ? "Following" : "Follow"}
      </Button>
    </fetcher.Form>
  );
}
