import { useState } from "react";
import { Button } from "../../components/ui/button";
import { useFollowedAnalysts } from "./followed-analysts-provider";

// The Follow control wherever an analyst appears (the /analysts rows, the profile header). It
// shows whether the member follows the analyst and toggles it in place: the new state shows at
// once and is taken back, with the server's message as a toast, when the call fails (decision
// 027, as the Watch control does). A guest's Follow waits in the analysts-to-follow cookie and
// opens sign-up with the `analyst` workflow (spec 4).

export function FollowControl({
  analystId,
  analystName,
  size = "sm",
}: {
  analystId: number;
  analystName: string;
  size?: "sm" | "md";
}) {
  const { signedIn, isFollowed, follow, unfollow, askToSignUp } = useFollowedAnalysts();
  const [pending, setPending] = useState<boolean | null>(null);
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
  const on = pending ?? isFollowed(analystId);

  async function flip() {
    const next = !on;
    setPending(next);
    await (next ? follow(analystId) : unfollow(analystId));
    setPending(null);
  }

  return (
    <Button
      variant={on ? "primary" : "secondary"}
      size={size}
      aria-pressed={on}
      aria-label={`Follow ${analystName}`}
      onClick={() => void flip()}
    >
      {on ? "Following" : "Follow"}
    </Button>
  );
}
