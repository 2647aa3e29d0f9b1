import { describe, expect, it } from "vitest";
import { RenderSlots } from "./render-slots";

describe("render slots", () => {
  it("runs at most the limit at once and the rest in the order they came", async () => {
    const slots = new RenderSlots(2);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const jobs = Array.from({ length: 6 }, (_, i) =>
      slots.run(async () => {
        started.push(i);
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return i;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1]);
    expect(slots.load).toEqual({ active: 2, waiting: 4 });
    while (started.length < 6 || releases.length > 0) {
      releases.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
  });

  it("frees the slot when a render fails", async () => {
    const slots = new RenderSlots(1);
    await expect(slots.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await slots.run(() => Promise.resolve("next"))).toBe("next");
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
  });
});
