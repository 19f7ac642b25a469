import { describe, expect, it } from "vitest";
import { galleryImages, stepImage } from "./gallery";

describe("stepImage", () => {
  it("moves to the next and previous picture", () => {
    expect(stepImage(0, 1, 3)).toBe(1);
    expect(stepImage(2, -1, 3)).toBe(1);
  });

  it("wraps around at both ends", () => {
    expect(stepImage(2, 1, 3)).toBe(0);
    expect(stepImage(0, -1, 3)).toBe(2);
  });

  it("stays put with one picture or none", () => {
    expect(stepImage(0, 1, 1)).toBe(0);
    expect(stepImage(0, -1, 0)).toBe(0);
  });
});

describe("galleryImages", () => {
  it("uses the product's images, without blanks or repeats", () => {
    expect(galleryImages({ imageUrl: "/a.svg", images: ["/a.svg", " ", "/b.svg", "/a.svg"] })).toEqual(["/a.svg", "/b.svg"]);
  });

  it("falls back to the main image, then to one placeholder", () => {
    expect(galleryImages({ imageUrl: "/main.svg", images: [] })).toEqual(["/main.svg"]);
    expect(galleryImages({ imageUrl: null, images: [] })).toEqual([null]);
  });
});
