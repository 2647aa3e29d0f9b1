import type { AuthWorkflow } from "../../../domain/auth/constants";
import { ANONYMOUS_SESSION } from "../../../domain/auth/anonymous-session";
import type { Session, WatchlistLink } from "../../../domain/contracts/session";
import type { PremiumModal } from "../../../domain/premium/upsells";

export { ANONYMOUS_SESSION };

// Spec section 4 as one reducer: the client session, the auth workflow marker, the modal
// flags and the loading flag. Every transition is a plain function of state and action, so
// each is unit-tested on its own (auth-state.test.ts).

export interface Modals {
  signUp: boolean;
  signIn: boolean;
  passwordReset: boolean;
  resetSent: boolean;
  setPassword: boolean;
  modifyWatchlists: boolean;
  premium: PremiumModal | null;
}

export interface AuthState {
  session: Session;
  watchlists: WatchlistLink[];
  workflow: AuthWorkflow | null;
  modals: Modals;
  loading: boolean;
  /** The address a password recovery was sent to (shown in the reset-sent dialog). */
  recoveredEmail: string | null;
}

export interface SignedInUser {
  email: string;
  id: number | null;
  cioId: string | null;
  cioUnsubscribed: boolean;
}

export type AuthAction =
  | { type: "signUp/start"; workflow?: AuthWorkflow }
  | { type: "signUp/end" }
  | { type: "signIn/start"; workflow?: AuthWorkflow }
  | { type: "signIn/end" }
  | { type: "switch/toSignIn" }
  | { type: "switch/toSignUp" }
  | { type: "passwordReset/start" }
  | { type: "passwordReset/abort" }
  | { type: "resetSent/end" }
  | { type: "setPassword/start" }
  | { type: "setPassword/end" }
  | { type: "modifyWatchlists/start" }
  | { type: "modifyWatchlists/end" }
  | { type: "premium/start"; modal: PremiumModal }
  | { type: "premium/end" }
  | { type: "premium/signIn" }
  | { type: "workflow/silentStart"; workflow: AuthWorkflow }
  | { type: "workflow/end" }
  | { type: "loading/start" }
  | { type: "loading/stop" }
  | { type: "signIn/finish"; user: SignedInUser; watchlists: WatchlistLink[] }
  | { type: "signUp/finish"; user: SignedInUser; watchlists: WatchlistLink[] }
  | { type: "signOut/finish" }
  | { type: "recover/finish"; email: string }
  | { type: "setPassword/finish" }
  | { type: "user/update"; fields: Partial<Session> }
  | { type: "user/error"; message: string }
  | { type: "watchlists/changed" }
  | { type: "analysts/changed" };

export const CLOSED_MODALS: Modals = {
  signUp: false,
  signIn: false,
  passwordReset: false,
  resetSent: false,
  setPassword: false,
  modifyWatchlists: false,
  premium: null,
};

export function initialAuthState(session: Session, watchlists: WatchlistLink[]): AuthState {
  return { session, watchlists, workflow: null, modals: CLOSED_MODALS, loading: false, recoveredEmail: null };
}

const authDialogOpen = (m: Modals) => m.signUp || m.signIn;

function signedIn(state: AuthState, user: SignedInUser, watchlists: WatchlistLink[]): AuthState {
  return {
    ...state,
    // Spec 4: confirmed, premium and similar flags default to false, plan types to none; the
    // next page load brings the server's full session.
    session: {
      ...ANONYMOUS_SESSION,
      signedIn: true,
      id: user.id,
      email: user.email,
      cioId: user.cioId,
      cioUnsubscribed: user.cioUnsubscribed,
      watchlist_ids: watchlists.map((w) => w.id),
    },
    watchlists,
    modals: { ...state.modals, signUp: false, signIn: false },
    loading: false,
  };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  const m = state.modals;
  switch (action.type) {
    case "signUp/start":
      // A premium modal gives way to the auth dialog.
      return {
        ...state,
        workflow: action.workflow ?? state.workflow,
        modals: { ...m, signUp: true, signIn: false, premium: null },
      };
    case "signUp/end":
      return { ...state, modals: { ...m, signUp: false } };
    case "signIn/start":
      return {
        ...state,
        workflow: action.workflow ?? state.workflow,
        modals: { ...m, signIn: true, signUp: false, premium: null },
      };
    case "signIn/end":
      return { ...state, modals: { ...m, signIn: false } };
    case "switch/toSignIn":
      return { ...state, modals: { ...m, signUp: false, signIn: true } };
    case "switch/toSignUp":
      return { ...state, modals: { ...m, signIn: false, signUp: true } };
    case "passwordReset/start":
      return { ...state, modals: { ...m, signIn: false, signUp: false, passwordReset: true } };
    case "passwordReset/abort":
      return { ...state, modals: { ...m, passwordReset: false, signIn: true } };
    case "resetSent/end":
      return { ...state, modals: { ...m, resetSent: false } };
    case "setPassword/start":
      return { ...state, modals: { ...m, setPassword: true, signIn: false, signUp: false } };
    case "setPassword/end":
      return { ...state, modals: { ...m, setPassword: false } };
    case "modifyWatchlists/start":
      return { ...state, modals: { ...m, modifyWatchlists: true } };
    case "modifyWatchlists/end":
      return { ...state, modals: { ...m, modifyWatchlists: false } };
    case "premium/start":
      // The premium modal does not open over a sign-up or sign-in dialog; Premium members get
      // no upsell at all (spec 6).
      if (authDialogOpen(m) || state.session.hasPremium) return state;
      return { ...state, modals: { ...m, premium: action.modal } };
    case "premium/end":
      return { ...state, modals: { ...m, premium: null } };
    case "premium/signIn":
      return { ...state, workflow: "subscription", modals: { ...m, premium: null, signIn: true, signUp: false } };
    case "workflow/silentStart":
      return { ...state, workflow: action.workflow };
    case "workflow/end":
      return { ...state, workflow: null };
    case "loading/start":
      return { ...state, loading: true, session: { ...state.session, error: null } };
    case "loading/stop":
    case "watchlists/changed":
    case "analysts/changed":
      return { ...state, loading: false };
    case "signIn/finish":
    case "signUp/finish":
      return signedIn(state, action.user, action.watchlists);
    case "signOut/finish":
      return { ...initialAuthState(ANONYMOUS_SESSION, []) };
    case "recover/finish":
      return {
        ...state,
        recoveredEmail: action.email,
        loading: false,
        modals: { ...m, passwordReset: false, resetSent: true },
      };
    case "setPassword/finish":
      return { ...state, loading: false, modals: { ...m, setPassword: false } };
    case "user/update":
      return { ...state, session: { ...state.session, ...action.fields } };
    case "user/error":
      return { ...state, loading: false, session: { ...state.session, error: action.message } };
  }
}
