import type { ReactNode } from "react";
import type { FollowedAnalyst } from "../../domain/contracts/followed-analysts";
import { useAskToSignUp } from "../features/auth/use-ask-to-sign-up";
import { FollowedAnalystsProvider } from "../features/follows/followed-analysts-provider";

/** Joins the two features (which may not import each other): a guest's Follow opens sign-up. */
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
  return (
    <FollowedAnalystsProvider
      signedIn={signedIn}
      followedAnalysts={followedAnalysts}
      subscribed={subscribed}
      askToSignUp={followAnalyst}
    >
      {children}
    </FollowedAnalystsProvider>
  );
}
