import { describe, expect, it } from "vitest";
import { imageSrcSet, imageVariantKey, imageVariantUrl, nearestVariantWidth } from "./image-variants";

const id = "0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d";
const upload = `/public-objects/products/images/${id}.jpg`;

describe("image variants", () => {
  it("names each copy beside the original, as WebP", () => {
    expect(imageVariantKey(`products/images/${id}.png`, 320)).toBe(`products/images/${id}-w320.webp`);
    expect(imageVariantKey(`products/images/${id}.webp`, 1200)).toBe(`products/images/${id}-w1200.webp`);
    expect(imageVariantKey(`products/videos/${id}.mp4`, 320)).toBeUndefined();
    expect(imageVariantKey(`products/images/${id}-w320.webp`, 640)).toBeUndefined();
  });

  it("picks the narrowest copy at least as wide as asked, else the widest", () => {
    expect([1, 320, 321, 640, 641, 1200, 5000].map(nearestVariantWidth)).toEqual([320, 320, 640, 640, 1200, 1200, 1200]);
    expect(imageVariantUrl(upload, 400)).toBe(`/public-objects/products/images/${id}-w640.webp`);
    expect(imageVariantUrl(upload, 2000)).toBe(`/public-objects/products/images/${id}-w1200.webp`);
  });

  it("builds a srcset of the three copies for an upload", () => {
    expect(imageSrcSet(upload)).toBe(
      [320, 640, 1200].map((w) => `/public-objects/products/images/${id}-w${w}.webp ${w}w`).join(", "),
    );
  });

  it("leaves demo pictures, placeholders, proxied and external addresses alone", () => {
    for (const path of [
      "/public-objects/demo/avent-bottle-1.svg",
      "/api/placeholder/400/400",
      "/api/image-proxy?url=https%3A%2F%2Fcdn.example.in%2Fa.jpg",
      "https://cdn.example.in/products/images/x.jpg",
      `/public-objects/products/videos/${id}.mp4`,
      `/public-objects/products/images/${id}-w320.webp`,
      `/public-objects/products/images/${id}.jpg?x=1`,
      "",
    ]) {
      expect(imageSrcSet(path), path).toBeUndefined();
      expect(imageVariantUrl(path, 640), path).toBe(path);
    }
    expect(imageSrcSet(null)).toBeUndefined();
    expect(imageSrcSet(undefined)).toBeUndefined();
  });
});
