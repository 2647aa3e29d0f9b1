import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useFetchers, useRevalidator } from "react-router";
import { ANALYSTS_TO_FOLLOW_COOKIE, readAnalystsToFollow } from "../../../domain/auth/pending-choices";
import type { FollowedAnalyst } from "../../../domain/contracts/followed-analysts";
import { useToast } from "../../components/ui/toast";
import { documentCookies, readCookie, removeDocumentCookie } from "../../lib/cookies";
import * as client from "./api/followed-analysts";
import { askedFollows, type FollowActionResult } from "./follow-action";
import {
  followedAnalystsReducer,
  followedAnalystsState,
  type FollowedAnalystsAction,
  type FollowedAnalystsState,
} from "./followed-analysts-state";
import { useOnChange } from "../../lib/use-on-change";

// The one followed-analysts store of the page (spec 3 and 4), seeded from the server's list (the
// root loader) and reset whenever it changes. Follow and unfollow are the Follow control's forms
// (follow-action.ts): while one is on its way the analyst reads as it asks, and React Router's
// reload after the action brings the new list. The panel's changes call the server first and then
// the store; a refusal keeps the message with the analyst id and shows it as a toast.

interface FollowedAnalystsApi {
  signedIn: boolean;
  state: FollowedAnalystsState;
  subscribed: boolean;
  /** Followed, or asked to be by a Follow form on its way. */
  isFollowed(analystId: number): boolean;
  /** A Follow form's answer: a refusal is kept and shown; either way the change is over. */
  settled(result: FollowActionResult): void;
  unfollow(analystId: number): Promise<boolean>;
  /** Follows every analyst of the list (onboarding), after those followed already. */
  followMany(analystIds: number[]): Promise<boolean>;
  /** The member's new order (PATCH with followed_analysts{analyst_ids}). */
  reorder(analystIds: number[]): Promise<boolean>;
  /** PATCH /api/users with user{subscribed_to_followed_analysts}. */
  setDigest(subscribed: boolean): Promise<boolean>;
  /** For guests: keep the analyst in the analysts-to-follow cookie and open sign-up (spec 4). */
  askToSignUp(analystId: number): void;
}

const Context = createContext<FollowedAnalystsApi | null>(null);

export function useFollowedAnalysts(): FollowedAnalystsApi {
  const value = useContext(Context);
  if (!value) throw new Error("useFollowedAnalysts outside FollowedAnalystsProvider");
  return value;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : "Unknown error has occured!");

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
  const [state, dispatch] = useReducer(followedAnalystsReducer, followedAnalysts, followedAnalystsState);
  const revalidator = useRevalidator();
  const toast = useToast();
  useOnChange(followedAnalysts, (next) => dispatch({ type: "reset", analysts: next }));
  const [digest, setDigestState] = useState(subscribed);
  useEffect(() => setDigestState(subscribed), [subscribed]);

  const change = useCallback(
    async <T,>(analystId: number | null, call: () => Promise<T>, action: (answer: T) => FollowedAnalystsAction) => {
      try {
        const answer = await call();
        dispatch(action(answer));
        void revalidator.revalidate();
        return true;
      } catch (e) {
        const message = messageOf(e);
        dispatch({ type: "error", message, analystId });
        toast(message, "error");
        return false;
      } finally {
        onChanged?.();
      }
    },
    [revalidator, toast, onChanged],
  );

  const asked = askedFollows(useFetchers());
  // Every control of the analyst shares the fetcher and sees its answer: it is taken once.
  const seen = useRef(new WeakSet<FollowActionResult>());
  const settled = useCallback(
    (result: FollowActionResult) => {
      if (seen.current.has(result)) return;
      seen.current.add(result);
      if (result.error) {
        dispatch({ type: "error", message: result.error, analystId: result.analystId });
        toast(result.error, "error");
      }
      onChanged?.();
    },
    [toast, onChanged],
  );
  const unfollow = useCallback(
    (analystId: number) =>
      change(
        analystId,
        () => client.unfollowAnalyst(analystId),
        (): FollowedAnalystsAction => ({ type: "remove", analystId }),
      ),
    [change],
  );
  const followMany = useCallback(
    (analystIds: number[]) =>
      change(
        analystIds[0] ?? null,
        () => client.onboardFollowedAnalysts(analystIds),
        (analysts): FollowedAnalystsAction => ({ type: "reset", analysts }),
      ),
    [change],
  );
  const reorder = useCallback(
    (analystIds: number[]) =>
      change(
        null,
        () => client.reorderFollowedAnalysts(analystIds),
        (list): FollowedAnalystsAction => ({ type: "reorder", order: list.map((a) => a.id) }),
      ),
    [change],
  );
  const setDigest = useCallback(
    async (on: boolean) => {
      setDigestState(on);
      try {
        setDigestState(await client.setFollowedAnalystsDigest(on));
        void revalidator.revalidate();
        return true;
      } catch (e) {
        setDigestState(!on);
        toast(messageOf(e), "error");
        return false;
      }
    },
    [revalidator, toast],
  );

  // Spec 4: a guest's waiting follows are applied after sign-up. The sign-up and sign-in calls
  // apply the cookie on the server; this catches the ways in that do not (Google), once per load.
  const applied = useRef(false);
  useEffect(() => {
    if (!signedIn || applied.current) return;
    applied.current = true;
    const waiting = readAnalystsToFollow(readCookie(ANALYSTS_TO_FOLLOW_COOKIE, documentCookies()));
    if (waiting.length === 0) return;
    void (async () => {
      try {
        dispatch({ type: "reset", analysts: await client.onboardFollowedAnalysts(waiting) });
      } catch (e) {
        dispatch({ type: "error", message: messageOf(e), analystId: waiting[0] ?? null });
      }
      removeDocumentCookie(ANALYSTS_TO_FOLLOW_COOKIE);
      void revalidator.revalidate();
    })();
  }, [signedIn, revalidator]);

  const value = useMemo(
    () => ({
      signedIn,
      state,
      subscribed: digest,
      isFollowed: (id: number) => asked.get(id) ?? id in state.analysts,
      settled,
      unfollow,
      followMany,
      reorder,
      setDigest,
      askToSignUp,
    }),
    [signedIn, state, asked, digest, settled, unfollow, followMany, reorder, setDigest, askToSignUp],
  );
  return <Context value={value}>{children}</Context>;
}
