import { afterEach, expect, it, vi } from "vitest";
import { createReadCache } from "./read-cache";

afterEach(() => vi.useRealTimers());

it("serves one load to identical requests while it is fresh", async () => {
  vi.useFakeTimers();
  const cache = createReadCache<number>({ ttlMs: 1000, maxEntries: 10 });
  let loads = 0;
  const load = async () => ++loads;
  expect(await Promise.all([cache.get("a", load), cache.get("a", load)])).toEqual([1, 1]);
  vi.advanceTimersByTime(999);
  expect(await cache.get("a", load)).toBe(1);
  expect(loads).toBe(1);
});

it("then serves the old answer once more while refreshing it in the background", async () => {
  vi.useFakeTimers();
  const cache = createReadCache<number>({ ttlMs: 1000, maxEntries: 10, staleFactor: 2 });
  let loads = 0;
  const load = async () => ++loads;
  await cache.get("a", load);
  vi.advanceTimersByTime(1500);
  expect(await cache.get("a", load)).toBe(1);
  await vi.waitFor(() => expect(loads).toBe(2));
  expect(await cache.get("a", load)).toBe(2);
  vi.advanceTimersByTime(3001);
  expect(await cache.get("a", load)).toBe(3);
});

it("forgets failures, the oldest entry when full, and everything on clear", async () => {
  const cache = createReadCache<string>({ ttlMs: 60_000, maxEntries: 2 });
  await expect(cache.get("x", () => Promise.reject(new Error("database down")))).rejects.toThrow();
  expect(await cache.get("x", async () => "recovered")).toBe("recovered");
  await cache.get("y", async () => "y1");
  await cache.get("z", async () => "z1");
  expect(await cache.get("x", async () => "reloaded")).toBe("reloaded");
  cache.clear();
  expect(await cache.get("z", async () => "z2")).toBe("z2");
});

it("does nothing when switched off", async () => {
  const cache = createReadCache<number>({ ttlMs: 0, maxEntries: 10 });
  let loads = 0;
  await cache.get("a", async () => ++loads);
  await cache.get("a", async () => ++loads);
  expect(loads).toBe(2);
});

it("never keeps an answer a background refresh loaded before a clear", async () => {
  vi.useFakeTimers();
  const cache = createReadCache<string>({ ttlMs: 1000, maxEntries: 10 });
  await cache.get("a", async () => "old");
  vi.advanceTimersByTime(1500);
  let finishRefresh!: (value: string) => void;
  expect(await cache.get("a", () => new Promise((resolve) => (finishRefresh = resolve)))).toBe("old");
  cache.clear();
  finishRefresh("read before the clear");
  await vi.advanceTimersByTimeAsync(0);
  expect(await cache.get("a", async () => "current")).toBe("current");
});

it("starts one refresh at a time, and after a failed one keeps the old answer and tries again", async () => {
  vi.useFakeTimers();
  const cache = createReadCache<string>({ ttlMs: 1000, maxEntries: 10 });
  await cache.get("a", async () => "old");
  vi.advanceTimersByTime(1500);
  let refreshes = 0;
  const failing = () => {
    refreshes += 1;
    return Promise.reject(new Error("database down"));
  };
  expect(await Promise.all([cache.get("a", failing), cache.get("a", failing), cache.get("a", failing)])).toEqual(["old", "old", "old"]);
  expect(refreshes).toBe(1);
  await vi.advanceTimersByTimeAsync(0);
  expect(await cache.get("a", async () => "new")).toBe("old");
  await vi.advanceTimersByTimeAsync(0);
  expect(await cache.get("a", async () => "newer")).toBe("new");
});

it("still answers the requests waiting on a load when it is cleared meanwhile", async () => {
  const cache = createReadCache<string>({ ttlMs: 60_000, maxEntries: 10 });
  let finish!: (value: string) => void;
  const waiting = cache.get("a", () => new Promise((resolve) => (finish = resolve)));
  cache.clear();
  finish("loaded");
  expect(await waiting).toBe("loaded");
  expect(await cache.get("a", async () => "after the clear")).toBe("after the clear");
});

it("never serves an answer older than maxAgeMs, however long its time to live and stale window", async () => {
  vi.useFakeTimers();
  // 30 s fresh and 150 s stale would serve an answer for three minutes; the bound is 60 s.
  const cache = createReadCache<number>({ ttlMs: 30_000, maxEntries: 10, maxAgeMs: 60_000 });
  let loads = 0;
  const load = async () => ++loads;
  await cache.get("a", load);
  vi.advanceTimersByTime(29_999);
  expect(await cache.get("a", load)).toBe(1);
  // Stale: served once more while refreshed in the background, as before.
  vi.advanceTimersByTime(20_000);
  expect(await cache.get("a", load)).toBe(1);
  await vi.waitFor(() => expect(loads).toBe(2));
  // The refresh is 60 s old: loaded anew and awaited, never served stale.
  vi.advanceTimersByTime(60_000);
  expect(await cache.get("a", load)).toBe(3);
});

it("with a time to live beyond maxAgeMs, keeps an answer for maxAgeMs only", async () => {
  vi.useFakeTimers();
  const cache = createReadCache<number>({ ttlMs: 300_000, maxEntries: 10, maxAgeMs: 60_000 });
  let loads = 0;
  const load = async () => ++loads;
  await cache.get("a", load);
  vi.advanceTimersByTime(59_999);
  expect(await cache.get("a", load)).toBe(1);
  vi.advanceTimersByTime(2);
  expect(await cache.get("a", load)).toBe(2);
});
