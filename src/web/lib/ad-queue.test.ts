import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenAdQueue, type AdQueue } from "./ad-queue";

describe("whenAdQueue", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("hands over a queue that is there at once, without a warning", () => {
    const queue: AdQueue = { push: vi.fn() };
    const ready = vi.fn();
    whenAdQueue(() => queue, ready);
    expect(ready).toHaveBeenCalledWith(queue);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it("looks again every 500 ms, warning each time, and takes the queue once it appears", () => {
    const queue: AdQueue = { push: vi.fn() };
    const network: { queue?: AdQueue } = {};
    const ready = vi.fn();
    whenAdQueue(() => network.queue, ready);
    vi.advanceTimersByTime(1_000);
    expect(console.warn).toHaveBeenCalledTimes(3);
    network.queue = queue;
    vi.advanceTimersByTime(499);
    expect(ready).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ready).toHaveBeenCalledWith(queue);
  });

  it("gives up after 10 tries and says so once", () => {
    const ready = vi.fn();
    const missing = vi.fn();
    const find = vi.fn(() => undefined);
    whenAdQueue(find, ready, missing);
    vi.advanceTimersByTime(60_000);
    expect(find).toHaveBeenCalledTimes(10);
    expect(console.warn).toHaveBeenCalledTimes(10);
    expect(missing).toHaveBeenCalledTimes(1);
    expect(ready).not.toHaveBeenCalled();
  });

  it("stops looking when the slot goes away", () => {
    const find = vi.fn(() => undefined);
    const stop = whenAdQueue(find, vi.fn());
    stop();
    vi.advanceTimersByTime(10_000);
    expect(find).toHaveBeenCalledTimes(1);
  });
});
