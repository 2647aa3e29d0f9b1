import { describe, expect, it } from "vitest";
import {
  ANONYMOUS_SESSION,
  authReducer,
  CLOSED_MODALS,
  initialAuthState,
  type AuthAction,
  type AuthState,
  type Modals,
} from "./auth-state";
import { PREMIUM_MODALS } from "../../../domain/premium/upsells";

const guest = initialAuthState(ANONYMOUS_SESSION, []);
const withModals = (modals: Partial<Modals>, state: AuthState = guest): AuthState => ({
  ...state,
  modals: { ...CLOSED_MODALS, ...modals },
});
const run = (state: AuthState, ...actions: AuthAction[]) => actions.reduce(authReducer, state);
const user = { email: "ann@example.com", id: 7, cioId: "c1", cioUnsubscribed: false };
const watchlists = [{ id: 3, name: "Dividends", url: "/users/watchlists/3" }];

describe("auth state (spec 4)", () => {
  describe("session", () => {
    it("finishing sign-in stores the user and watchlists with the other flags at their defaults, and closes the dialogs", () => {
      const next = run(withModals({ signIn: true }, { ...guest, loading: true }), {
        type: "signIn/finish",
        user,
        watchlists,
      });
      expect(next.session).toEqual({
        ...ANONYMOUS_SESSION,
        signedIn: true,
        id: 7,
        email: "ann@example.com",
        cioId: "c1",
        watchlist_ids: [3],
      });
      expect(next.session.isConfirmed).toBe(false);
      expect(next.session.hasPremium).toBe(false);
      expect(next.session.planTypes).toEqual([]);
      expect(next.watchlists).toEqual(watchlists);
      expect(next.modals.signIn).toBe(false);
      expect(next.loading).toBe(false);
    });

    it("finishing sign-up does the same", () => {
      const next = run(withModals({ signUp: true }), { type: "signUp/finish", user, watchlists: [] });
      expect(next.session.signedIn).toBe(true);
      expect(next.modals.signUp).toBe(false);
    });

    it("signing out resets session, watchlists, workflow and every modal", () => {
      const signedIn = run(
        guest,
        { type: "signIn/finish", user, watchlists },
        { type: "workflow/silentStart", workflow: "watchlist" },
        { type: "modifyWatchlists/start" },
      );
      const next = run(signedIn, { type: "signOut/finish" });
      expect(next).toEqual(guest);
    });

    it("recovering a password stores the email and opens the sent confirmation", () => {
      const next = run(withModals({ passwordReset: true }, { ...guest, loading: true }), {
        type: "recover/finish",
        email: "ann@example.com",
      });
      expect(next.recoveredEmail).toBe("ann@example.com");
      expect(next.modals).toEqual({ ...CLOSED_MODALS, resetSent: true });
      expect(next.loading).toBe(false);
    });

    it("a user update merges fields", () => {
      const next = run(
        guest,
        { type: "signIn/finish", user, watchlists },
        { type: "user/update", fields: { isConfirmed: true } },
      );
      expect(next.session.isConfirmed).toBe(true);
      expect(next.session.email).toBe("ann@example.com");
    });

    it("a user error stores its message and stops loading; starting a load clears it", () => {
      const failed = run({ ...guest, loading: true }, { type: "user/error", message: "Failed to sign in!" });
      expect(failed.session.error).toBe("Failed to sign in!");
      expect(failed.loading).toBe(false);
      const loading = run(failed, { type: "loading/start" });
      expect(loading.session.error).toBeNull();
      expect(loading.loading).toBe(true);
    });
  });

  describe("auth workflow marker", () => {
    it("is recorded when a dialog opens for a reason", () => {
      const next = run(guest, { type: "signUp/start", workflow: "watchlist" });
      expect(next.workflow).toBe("watchlist");
      expect(next.modals.signUp).toBe(true);
    });

    it("a silent start records it without opening a dialog", () => {
      const next = run(guest, { type: "workflow/silentStart", workflow: "subscription" });
      expect(next.workflow).toBe("subscription");
      expect(next.modals).toEqual(CLOSED_MODALS);
    });

    it("is cleared when done", () => {
      expect(
        run(guest, { type: "workflow/silentStart", workflow: "analyst" }, { type: "workflow/end" }).workflow,
      ).toBeNull();
    });
  });

  describe("modal flags", () => {
    it("each dialog has a start and an end", () => {
      const pairs: [AuthAction, AuthAction, keyof Modals][] = [
        [{ type: "signUp/start" }, { type: "signUp/end" }, "signUp"],
        [{ type: "signIn/start" }, { type: "signIn/end" }, "signIn"],
        [{ type: "setPassword/start" }, { type: "setPassword/end" }, "setPassword"],
        [{ type: "modifyWatchlists/start" }, { type: "modifyWatchlists/end" }, "modifyWatchlists"],
      ];
      for (const [start, end, flag] of pairs) {
        const opened = run(guest, start);
        expect(opened.modals[flag], String(flag)).toBe(true);
        expect(run(opened, end).modals[flag], String(flag)).toBe(false);
      }
      const sent = withModals({ resetSent: true });
      expect(run(sent, { type: "resetSent/end" }).modals.resetSent).toBe(false);
    });

    it("sign-up and sign-in switch to each other", () => {
      const signIn = run(withModals({ signUp: true }), { type: "switch/toSignIn" });
      expect(signIn.modals).toEqual({ ...CLOSED_MODALS, signIn: true });
      expect(run(signIn, { type: "switch/toSignUp" }).modals).toEqual({ ...CLOSED_MODALS, signUp: true });
    });

    it("sign-in leads to forgot password; aborting recovery closes it and reopens sign-in", () => {
      const reset = run(withModals({ signIn: true }), { type: "passwordReset/start" });
      expect(reset.modals).toEqual({ ...CLOSED_MODALS, passwordReset: true });
      expect(run(reset, { type: "passwordReset/abort" }).modals).toEqual({ ...CLOSED_MODALS, signIn: true });
    });

    it("sign-up and sign-in close a premium modal; a premium modal does not open over them", () => {
      const premium = run(guest, { type: "premium/start", modal: "zen-rating" });
      expect(premium.modals.premium).toBe("zen-rating");
      expect(run(premium, { type: "signUp/start" }).modals).toEqual({ ...CLOSED_MODALS, signUp: true });
      expect(run(premium, { type: "signIn/start" }).modals).toEqual({ ...CLOSED_MODALS, signIn: true });
      expect(run(withModals({ signIn: true }), { type: "premium/start", modal: "screener" }).modals.premium).toBeNull();
      expect(run(premium, { type: "premium/end" }).modals.premium).toBeNull();
    });

    it("the premium modal's Sign In link closes it and opens sign-in for the subscription flow", () => {
      const next = run(guest, { type: "premium/start", modal: "top-analysts" }, { type: "premium/signIn" });
      expect(next.modals).toEqual({ ...CLOSED_MODALS, signIn: true });
      expect(next.workflow).toBe("subscription");
    });

    it.each(PREMIUM_MODALS)("the %s premium modal opens for a free visitor and closes again", (modal) => {
      const opened = run(guest, { type: "premium/start", modal });
      expect(opened.modals).toEqual({ ...CLOSED_MODALS, premium: modal });
      expect(run(opened, { type: "premium/end" }).modals).toEqual(CLOSED_MODALS);
    });

    it("a premium modal does not open over the sign-up dialog either, and leaves it open", () => {
      const next = run(withModals({ signUp: true }), { type: "premium/start", modal: "due-diligence" });
      expect(next.modals).toEqual({ ...CLOSED_MODALS, signUp: true });
    });

    it("a second locked thing swaps the open premium modal for its own", () => {
      const next = run(
        guest,
        { type: "premium/start", modal: "screener" },
        { type: "premium/start", modal: "top-analysts" },
      );
      expect(next.modals.premium).toBe("top-analysts");
    });

    it("Premium members get no premium modal (spec 6)", () => {
      const member = initialAuthState({ ...ANONYMOUS_SESSION, signedIn: true, id: 7, hasPremium: true }, []);
      expect(run(member, { type: "premium/start", modal: "zen-rating" }).modals.premium).toBeNull();
    });

    it("opening sign-up for the subscription flow from a premium modal closes it and records the workflow", () => {
      const next = run(
        guest,
        { type: "premium/start", modal: "screener" },
        { type: "signUp/start", workflow: "subscription" },
      );
      expect(next.modals).toEqual({ ...CLOSED_MODALS, signUp: true });
      expect(next.workflow).toBe("subscription");
    });
  });

  describe("loading flag", () => {
    const loading = { ...guest, loading: true };
    it.each<AuthAction>([
      { type: "loading/stop" },
      { type: "signIn/finish", user, watchlists },
      { type: "signUp/finish", user, watchlists },
      { type: "signOut/finish" },
      { type: "recover/finish", email: "a@b.co" },
      { type: "setPassword/finish" },
      { type: "watchlists/changed" },
      { type: "analysts/changed" },
      { type: "user/error", message: "x" },
    ])("goes off at $type", (action) => {
      expect(authReducer(loading, action).loading).toBe(false);
    });

    it("goes on at start-loading", () => {
      expect(authReducer(guest, { type: "loading/start" }).loading).toBe(true);
    });
  });
});
