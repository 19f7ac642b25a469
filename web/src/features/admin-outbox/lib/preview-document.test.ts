import { describe, expect, it } from "vitest";
import { previewDocument } from "./preview-document";

describe("the preview document of a mail", () => {
  it("opens links in a new tab, the base element first in the head", () => {
    const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><base target="_self"></head><body><a href="https://shop.kiddokart.invalid/">Shop</a></body></html>';
    expect(previewDocument(html)).toBe(
      '<!doctype html><html lang="en"><head><base target="_blank"><meta charset="utf-8"><base target="_self"></head><body><a href="https://shop.kiddokart.invalid/">Shop</a></body></html>',
    );
  });

  it("adds a head to a document that has none", () => {
    expect(previewDocument("<html><body>Hello</body></html>")).toBe('<html><head><base target="_blank"></head><body>Hello</body></html>');
  });

  it("puts the base element before a fragment", () => {
    expect(previewDocument("<p>Hello</p>")).toBe('<base target="_blank"><p>Hello</p>');
  });

  it("does not take a header element for the head", () => {
    expect(previewDocument("<html><header>Top</header></html>")).toBe('<html><head><base target="_blank"></head><header>Top</header></html>');
  });
});
