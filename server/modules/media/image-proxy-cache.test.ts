import { describe, expect, it } from "vitest";
import { createImageCache, type ProxiedImage } from "./image-proxy-cache";

const image = (bytes: number, label = "x"): ProxiedImage => ({ body: Buffer.alloc(bytes, label), contentType: "image/png" });

describe("the image proxy's cache", () => {
  it("keeps an image for its time to live, then forgets it", () => {
    let clock = Date.UTC(2025, 0, 1);
    const cache = createImageCache({ maxBytes: 100, ttlMs: 1000, now: () => clock });
    const logo = image(10);
    cache.set("https://cdn.kiddokart.invalid/logo.png", logo);
    clock += 999;
    expect(cache.get("https://cdn.kiddokart.invalid/logo.png")).toBe(logo);
    clock += 2;
    expect(cache.get("https://cdn.kiddokart.invalid/logo.png")).toBeUndefined();
  });

  it("does not lengthen an image's life when it is read", () => {
    const start = Date.UTC(2025, 0, 1);
    let clock = start;
    const cache = createImageCache({ maxBytes: 100, ttlMs: 1000, now: () => clock });
    cache.set("a", image(10));
    for (clock = start + 500; clock < start + 1000; clock += 100) expect(cache.get("a")).toBeDefined();
    clock = start + 1001;
    expect(cache.get("a")).toBeUndefined();
  });

  it("stays within its size by forgetting the least recently used images first", () => {
    const cache = createImageCache({ maxBytes: 10 });
    cache.set("a", image(4, "a"));
    cache.set("b", image(4, "b"));
    expect(cache.get("a")).toBeDefined();
    cache.set("c", image(4, "c"));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.body.toString()).toBe("aaaa");
    expect(cache.get("c")?.body.toString()).toBe("cccc");

    cache.set("a", image(8, "A"));
    expect(cache.get("c")).toBeUndefined();
    expect(cache.get("a")?.body.toString()).toBe("AAAAAAAA");
  });

  it("never keeps an image larger than the whole cache, and forgets the older copy of it", () => {
    const cache = createImageCache({ maxBytes: 10 });
    cache.set("banner", image(5));
    cache.set("other", image(5));
    cache.set("banner", image(11));
    expect(cache.get("banner")).toBeUndefined();
    expect(cache.get("other")).toBeDefined();
  });
});
