import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useFetchers } from "react-router";
import { ANALYSTS_TO_FOLLOW_COOKIE, readAnalystsToFollow } from "../../../domain/auth/pending-choices";
import type { FollowedAnalyst } from "../../../domain/contracts/followed-analysts";
import { useToast } from "../../components/ui/toast";
import { useActionForm } from "../../lib/action-form";
import { documentCookies, readCookie, removeDocumentCookie } from "../../lib/cookies";
import { askedFollows, FOLLOWS_ACTION, followsForm, type FollowActionResult } from "./follow-forms";
import {
  followedAnalystsReducer,
  followedAnalystsState,
  type FollowedAnalystsAction,
  type FollowedAnalystsState,
} from "./followed-analysts-state";

// The one followed-analysts store of the page (spec 3 and 4): the server's list (the root
// loader) with what the follows forms on their way ask for (follow-forms.ts, decision 067), so a
// Follow control, the dashboard's panel and onboarding agree at once. Every change is a form a
// fetcher sends to the follows action route (`useFollowsForm`); React Router's reload after the
// action brings the new list here, and a refusal keeps the message with the analyst id and shows
// it as a toast.

interface FollowedAnalystsApi {
  signedIn: boolean;
  state: FollowedAnalystsState;
  /** The weekly digest of their new calls, or what a form on its way asks for it. */
  subscribed: boolean;
  /** Followed, or asked to be by a form on its way. */
  isFollowed(analystId: number): boolean;
  /** A follows form's answer: a refusal is kept and shown; either way the change is over. */
  settled(result: FollowActionResult): void;
  /** For guests: keep the analyst in the analysts-to-follow cookie and open sign-up (spec 4). */
  askToSignUp(analystId: number): void;
}

const Context = createContext<FollowedAnalystsApi | null>(null);

export function useFollowedAnalysts(): FollowedAnalystsApi {
  const value = useContext(Context);
  if (!value) throw new Error("useFollowedAnalysts outside FollowedAnalystsProvider");
  return value;
}

/** A fetcher for the follows' forms (lib/action-form.ts): the store shows a refusal. */
export function useFollowsForm(key?: string, onAnswer?: (result: FollowActionResult) => void) {
  return useActionForm(FOLLOWS_ACTION, useFollowedAnalysts().settled, key, onAnswer);
}

interface Props {
  signedIn: boolean;
  followedAnalysts: FollowedAnalyst[];
  subscribed: boolean;
  askToSignUp(analystId: number): void;
  /** Called after every follow change, done or refused (spec 4: the loading flag goes off). */
  onChanged?: () => void;
  children: ReactNode;
}

export function FollowedAnalystsProvider({
  signedIn,
  followedAnalysts,
  subscribed,
  askToSignUp,
  onChanged,
  children,
}: Props) {
  const loaded = useMemo(() => followedAnalystsState(followedAnalysts), [followedAnalysts]);
  const toast = useToast();
  const [error, setError] = useState<FollowedAnalystsState["error"]>(null);

  // The forms on their way, compared by what they ask: another feature's fetcher leaves the
  // store (and every Follow control of the page) as it is.
  const now = askedFollows(useFetchers());
  const askedKey = JSON.stringify({ ...now, following: [...now.following] });
  const asked = useMemo(() => {
    const read = JSON.parse(askedKey) as { following: [number, boolean][]; changes: FollowedAnalystsAction[] };
    return { following: new Map(read.following), changes: read.changes };
  }, [askedKey]);
  const state = useMemo(
    () => ({ ...asked.changes.reduce(followedAnalystsReducer, loaded), error }),
    [asked, loaded, error],
  );
  const digest = now.digest ?? subscribed;

  // Every control of the analyst shares the fetcher and sees its answer: it is taken once.
  const seen = useRef(new WeakSet<FollowActionResult>());
  const settled = useCallback(
    (result: FollowActionResult) => {
      if (seen.current.has(result)) return;
      seen.current.add(result);
      setError(result.error ? { message: result.error, analystId: result.analystId } : null);
      if (result.error) toast(result.error, "error");
      onChanged?.();
    },
    [toast, onChanged],
  );

  // Spec 4: a guest's waiting follows are applied after sign-up. The sign-up and sign-in calls
  // apply the cookie on the server; this catches the ways in that do not (Google), once per load.
  const { send: sendWaiting } = useActionForm(FOLLOWS_ACTION, settled, "follows-waiting");
  const applied = useRef(false);
  useEffect(() => {
    if (!signedIn || applied.current) return;
    applied.current = true;
    const ids = readAnalystsToFollow(readCookie(ANALYSTS_TO_FOLLOW_COOKIE, documentCookies()));
    if (ids.length === 0) return;
    sendWaiting(followsForm("follow_many", { analyst_id: ids }));
    removeDocumentCookie(ANALYSTS_TO_FOLLOW_COOKIE);
  }, [signedIn, sendWaiting]);

  const value = useMemo(
    () => ({
      signedIn,
      state,
      subscribed: digest,
      isFollowed: (id: number) => asked.following.get(id) ?? id in state.analysts,
      settled,
      askToSignUp,
    }),
    [signedIn, state, asked, digest, settled, askToSignUp],
  );
  return <Context value={value}>{children}</Context>;
}
