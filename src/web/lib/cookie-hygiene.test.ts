import { describe, expect, it, vi } from "vitest";
import { cookiesToRemove, scheduleCookieCheck, withCookieRetry } from "./cookie-hygiene";

describe("cookie hygiene", () => {
  it("removes cookies longer than 512 characters and the blocklisted ones", () => {
    const big = "x".repeat(600);
    const edge = "y".repeat(512 - "edge=".length);
    expect(
      cookiesToRemove(
        `a=1; big=${big}; edge=${edge}; cto_bundle=z; acv=1; tcf2cookie=2; cto_bidid=3; cto_dna_bundle=4`,
      ),
    ).toEqual(["big", "cto_bundle", "acv", "tcf2cookie", "cto_bidid", "cto_dna_bundle"]);
  });

  it("keeps oversized tracking cookies and everything else", () => {
    expect(cookiesToRemove(`_ga=${"1".repeat(700)}; theme=dark; ajs_user_id=${"2".repeat(600)}`)).toEqual([]);
    expect(cookiesToRemove("")).toEqual([]);
  });
});

describe("retrying after a cookie clean-up", () => {
  it("tries once more when cookies were removed", async () => {
    let calls = 0;
    const run = async () => {
      calls++;
      if (calls === 1) throw new Error("431");
      return "ok";
    };
    await expect(withCookieRetry(run, () => ["big"])).resolves.toBe("ok");
    expect(calls).toBe(2);
  });

  it("does not retry when nothing was removed, nor twice", async () => {
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error(`failure ${calls}`);
    };
    await expect(withCookieRetry(failing, () => [])).rejects.toThrow("failure 1");
    await expect(withCookieRetry(failing, () => ["big"])).rejects.toThrow("failure 3");
    expect(calls).toBe(3);
  });

  it("does not retry an aborted request", async () => {
    const controller = new AbortController();
    controller.abort();
    let cleaned = false;
    await expect(
      withCookieRetry(
        async () => {
          throw new Error("aborted");
        },
        () => {
          cleaned = true;
          return ["big"];
        },
        controller.signal,
      ),
    ).rejects.toThrow("aborted");
    expect(cleaned).toBe(false);
  });
});

describe("the cookie check after page load (spec 9)", () => {
  it("cleans once, one second after it is scheduled, and not before", () => {
    vi.useFakeTimers();
    try {
      let cleaned = 0;
      scheduleCookieCheck(
        () => {
          cleaned++;
          return [];
        },
        () => [],
      );
      vi.advanceTimersByTime(999);
      expect(cleaned).toBe(0);
      vi.advanceTimersByTime(1);
      expect(cleaned).toBe(1);
      vi.advanceTimersByTime(5000);
      expect(cleaned).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does nothing when cancelled before the second has passed", () => {
    vi.useFakeTimers();
    try {
      let cleaned = 0;
      const cancel = scheduleCookieCheck(
        () => {
          cleaned++;
          return [];
        },
        () => [],
      );
      cancel();
      vi.advanceTimersByTime(2000);
      expect(cleaned).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
