import { describe, expect, it } from "vitest";
import { imageUrl, placeholderUrl } from "./image-url";

describe("imageUrl", () => {
  it("sends external http and https images through the image proxy, encoded", () => {
    expect(imageUrl("https://cdn.example.com/a b.jpg?w=1&h=2")).toBe(
      "/api/image-proxy?url=https%3A%2F%2Fcdn.example.com%2Fa%20b.jpg%3Fw%3D1%26h%3D2",
    );
    expect(imageUrl("HTTP://example.com/x.png")).toBe("/api/image-proxy?url=HTTP%3A%2F%2Fexample.com%2Fx.png");
  });

  it("uses uploaded files under /public-objects/ as they are", () => {
    expect(imageUrl("/public-objects/products/bottle.webp")).toBe("/public-objects/products/bottle.webp");
  });

  it("falls back to a placeholder of the asked size when the image is missing", () => {
    expect(imageUrl(null, { width: 300, height: 200 })).toBe("/api/placeholder/300/200");
    expect(imageUrl(undefined)).toBe("/api/placeholder/400/400");
    expect(imageUrl("   ", { width: 80, height: 80 })).toBe("/api/placeholder/80/80");
  });

  it("never loads protocol-relative or script addresses", () => {
    expect(imageUrl("//evil.example/x.png")).toBe("/api/placeholder/400/400");
    expect(imageUrl("javascript:alert(1)")).toBe("/api/placeholder/400/400");
    expect(imageUrl("data:image/png;base64,AAAA")).toBe("/api/placeholder/400/400");
  });

  it("rounds placeholder sizes to whole pixels", () => {
    expect(placeholderUrl({ width: 120.6, height: 90.2 })).toBe("/api/placeholder/121/90");
  });
});
