import { describe, expect, it } from "vitest";
import { runCheckoutButton, TRIAL_PAYMENT_EVENT, type CheckoutButtonDeps } from "./checkout-flow";

function recorder(session: CheckoutButtonDeps["session"], checkout?: CheckoutButtonDeps["checkout"]) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const deps: CheckoutButtonDeps = {
    session,
    here: "/stock-screener?t=11",
    track: (event, props) => void calls.push(`track ${event} ${props.plan}`),
    rememberReturn: (path) => void calls.push(`remember ${path}`),
    rememberOptions: (options) => void calls.push(`options ${options.interval ?? "-"}`),
    askToSignUp: () => void calls.push("sign-up"),
    checkout:
      checkout ??
      (async (body) => {
        bodies.push(body);
        return { url: "http://pay.local/c/cs_1" };
      }),
    go: (url) => void calls.push(`go ${url}`),
    setLoading: (on) => void calls.push(`loading ${on}`),
    onError: (message) => void calls.push(`error ${message}`),
  };
  return { deps, calls, bodies };
}

const guest = { signedIn: false, hasPremium: false, hasSubscribedToPremium: false };
const free = { signedIn: true, hasPremium: false, hasSubscribedToPremium: false };

describe("the checkout button (spec 4)", () => {
  it("a guest: tracks the trial event, remembers the page and opens sign-up for the subscription", async () => {
    const { deps, calls } = recorder(guest);
    expect(await runCheckoutButton(deps, { interval: "month" })).toBe("sign-up");
    expect(calls).toEqual([
      `track ${TRIAL_PAYMENT_EVENT} premium`,
      "remember /stock-screener?t=11",
      "options month",
      "sign-up",
    ]);
  });

  it("signed in: shows loading, starts checkout with cancel_to the page and goes to the payment page", async () => {
    const { deps, calls, bodies } = recorder(free);
    expect(await runCheckoutButton(deps, { interval: "month" })).toBe("redirected");
    expect(bodies).toEqual([{ plan: "premium", interval: "month", cancel_to: "/stock-screener?t=11" }]);
    expect(calls).toEqual([`track ${TRIAL_PAYMENT_EVENT} premium`, "loading true", "go http://pay.local/c/cs_1"]);
  });

  it("a retry keeps the page the first checkout came from", async () => {
    const { deps, bodies } = recorder(free);
    await runCheckoutButton(deps, { cancelTo: "/plans" });
    expect(bodies).toEqual([{ plan: "premium", cancel_to: "/plans" }]);
  });

  it("sends the affiliate id as referral when there is one", async () => {
    const { deps, bodies } = recorder(free);
    await runCheckoutButton({ ...deps, referral: "partner-7" });
    expect(bodies).toEqual([{ plan: "premium", cancel_to: "/stock-screener?t=11", referral: "partner-7" }]);
  });

  it("no trial event for someone who subscribed before", async () => {
    const { deps, calls } = recorder({ ...free, hasSubscribedToPremium: true });
    await runCheckoutButton(deps);
    expect(calls.some((c) => c.startsWith("track"))).toBe(false);
  });

  it("does nothing for a Premium member", async () => {
    const { deps, calls } = recorder({ signedIn: true, hasPremium: true, hasSubscribedToPremium: true });
    expect(await runCheckoutButton(deps)).toBe("disabled");
    expect(calls).toEqual([]);
  });

  it("a Premium member buys Zen Strategies: no trial event, the plan named in the body", async () => {
    const premium = { signedIn: true, hasPremium: true, hasSubscribedToPremium: true, planTypes: ["premium" as const] };
    const { deps, calls, bodies } = recorder(premium);
    expect(await runCheckoutButton(deps, { plan: "zen_strategies" })).toBe("redirected");
    expect(bodies).toEqual([{ plan: "zen_strategies", cancel_to: "/stock-screener?t=11" }]);
    expect(calls).toEqual(["loading true", "go http://pay.local/c/cs_1"]);
  });

  it("a guest buying Zen Strategies tracks no trial event (the trial is Premium's)", async () => {
    const { deps, calls } = recorder(guest);
    expect(await runCheckoutButton(deps, { plan: "zen_strategies" })).toBe("sign-up");
    expect(calls.some((c) => c.startsWith("track"))).toBe(false);
  });

  it("does nothing for a member who already holds the plan", async () => {
    const holder = { ...free, planTypes: ["zen_strategies" as const] };
    const { deps, calls } = recorder(holder);
    expect(await runCheckoutButton(deps, { plan: "zen_strategies" })).toBe("disabled");
    expect(calls).toEqual([]);
  });

  it("a failure stops loading and shows the server's message", async () => {
    const { deps, calls } = recorder(free, async () => {
      throw new Error("You already have a live Premium subscription.");
    });
    expect(await runCheckoutButton(deps)).toBe("failed");
    expect(calls.slice(1)).toEqual([
      "loading true",
      "loading false",
      "error You already have a live Premium subscription.",
    ]);
  });
});
