import type { RenderedPage } from "@shared/page-render";
import { describe, expect, it } from "vitest";
import { createRenderGate, createVisitorPageCache } from "./visitor-pages";

const page = (html: string): RenderedPage => ({ status: 200, html, queryState: { mutations: [], queries: [] }, signedIn: false });

describe("createVisitorPageCache", () => {
  it("keeps a page for its time, then forgets it", () => {
    let now = 1_000;
    const cache = createVisitorPageCache({ ttlMs: 10_000, maxEntries: 10, now: () => now });
    cache.set("/products/rattle", page("rattle"));
    now += 9_999;
    expect(cache.get("/products/rattle")?.html).toBe("rattle");
    now += 1;
    expect(cache.get("/products/rattle")).toBeUndefined();
  });

  it("lets the least recently used page go beyond its size, and forgets everything when cleared", () => {
    const cache = createVisitorPageCache({ ttlMs: 10_000, maxEntries: 2 });
    cache.set("/a", page("a"));
    cache.set("/b", page("b"));
    cache.get("/a");
    cache.set("/c", page("c"));
    expect([cache.get("/a")?.html, cache.get("/b"), cache.get("/c")?.html]).toEqual(["a", undefined, "c"]);
    cache.clear();
    expect(cache.get("/a")).toBeUndefined();
  });

  it("keeps nothing when its time is zero", () => {
    const cache = createVisitorPageCache({ ttlMs: 0, maxEntries: 10 });
    cache.set("/a", page("a"));
    expect(cache.get("/a")).toBeUndefined();
  });
});

describe("createRenderGate", () => {
  it("runs so many at once, lets so many wait, and turns the rest away at once", async () => {
    const gate = createRenderGate({ concurrency: 2, queue: 1 });
    const releases: Array<() => void> = [];
    let running = 0;
    let most = 0;
    const work = () =>
      new Promise<string>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve("done");
        });
      });
    const accepted = [gate.tryRun(work), gate.tryRun(work), gate.tryRun(work)];
    expect(await gate.tryRun(work)).toBeUndefined();
    await Promise.resolve();
    expect(releases).toHaveLength(2);
    releases.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(releases).toHaveLength(2);
    for (const release of releases.splice(0)) release();
    expect(await Promise.all(accepted)).toEqual([{ value: "done" }, { value: "done" }, { value: "done" }]);
    expect(most).toBe(2);
    expect(await gate.tryRun(async () => "again")).toEqual({ value: "again" });
  });

  it("frees its place when the work fails", async () => {
    const gate = createRenderGate({ concurrency: 1, queue: 0 });
    await expect(gate.tryRun(() => Promise.reject(new Error("render failed")))).rejects.toThrow("render failed");
    expect(await gate.tryRun(async () => 1)).toEqual({ value: 1 });
  });
});
