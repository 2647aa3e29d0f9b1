import { describe, expect, it } from "vitest";
import { digestPeriod } from "./digest-period";
import { signUnsubscribe, verifyUnsubscribe } from "./unsubscribe-token";

// The unsubscribe token names its watchlist or screen and is refused once anything in it changes;
// digest periods follow the UTC calendar.

describe("unsubscribe tokens", () => {
  const secret = "test-secret";

  it("gives back what was signed", () => {
    expect(verifyUnsubscribe(secret, signUnsubscribe(secret, { kind: "watchlist", id: 42 }))).toEqual({
      kind: "watchlist",
      id: 42,
    });
    expect(verifyUnsubscribe(secret, signUnsubscribe(secret, { kind: "screen", id: 7 }))).toEqual({
      kind: "screen",
      id: 7,
    });
  });

  it("refuses another id, another kind, another key and anything malformed", () => {
    const token = signUnsubscribe(secret, { kind: "watchlist", id: 42 });
    const signature = token.split(".")[1]!;
    expect(verifyUnsubscribe(secret, `w43.${signature}`)).toBeNull();
    expect(verifyUnsubscribe(secret, `s42.${signature}`)).toBeNull();
    expect(verifyUnsubscribe("another-secret", token)).toBeNull();
    for (const bad of ["", "w42", "w42.", `w-1.${signature}`, `${token}x`, `x42.${signature}`])
      expect(verifyUnsubscribe(secret, bad)).toBeNull();
  });
});

describe("digest periods", () => {
  it("are the UTC day, the ISO week by its Monday, and the month", () => {
    const sunday = new Date("2026-11-29T23:30:00Z");
    expect(digestPeriod("daily", sunday)).toBe("daily:2026-11-29");
    expect(digestPeriod("weekly", sunday)).toBe("weekly:2026-11-23");
    expect(digestPeriod("weekly", new Date("2026-11-23T00:00:00Z"))).toBe("weekly:2026-11-23");
    expect(digestPeriod("monthly", sunday)).toBe("monthly:2026-11");
  });
});
