import { useCallback, type ReactNode } from "react";
import type { FollowedAnalyst } from "../../domain/contracts/followed-analysts";
import { useAuth } from "../features/auth/auth-provider";
import { useAskToSignUp } from "../features/auth/use-ask-to-sign-up";
import { FollowedAnalystsProvider } from "../features/follows/followed-analysts-provider";

/**
 * Joins the two features (which may not import each other): a guest's Follow opens sign-up, and
 * a follow change ends the auth store's loading flag (spec 4).
 */
export function FollowsBridge({
  signedIn,
  followedAnalysts,
  subscribed,
  children,
}: {
  signedIn: boolean;
  followedAnalysts: FollowedAnalyst[];
  subscribed: boolean;
  children: ReactNode;
}) {
  const { followAnalyst } = useAskToSignUp();
  const { dispatch } = useAuth();
  const changed = useCallback(() => dispatch({ type: "analysts/changed" }), [dispatch]);
  return (
    <FollowedAnalystsProvider
      signedIn={signedIn}
      followedAnalysts={followedAnalysts}
      subscribed={subscribed}
      askToSignUp={followAnalyst}
      onChanged={changed}
    >
      {children}
    </FollowedAnalystsProvider>
  );
}
