import { expect, it } from "vitest";

// Run only by test/exit-code.test.ts, through the suite's own global setup: it must fail.
it("fails on purpose", () => {
  expect(1).toBe(2);
});
