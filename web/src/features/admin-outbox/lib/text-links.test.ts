import { describe, expect, it } from "vitest";
import { textWithLinks } from "./text-links";

describe("links in a plain-text mail", () => {
  it("finds web addresses, leaving the punctuation after them to the text", () => {
    expect(textWithLinks("Reset it here: https://shop.kiddokart.invalid/reset-password?token=abc.\nThanks")).toEqual([
      { kind: "text", text: "Reset it here: " },
      { kind: "link", href: "https://shop.kiddokart.invalid/reset-password?token=abc" },
      { kind: "text", text: ".\nThanks" },
    ]);
  });

  it("reads an address in brackets without the bracket", () => {
    expect(textWithLinks("(http://localhost:3000/orders/1)")).toEqual([
      { kind: "text", text: "(" },
      { kind: "link", href: "http://localhost:3000/orders/1" },
      { kind: "text", text: ")" },
    ]);
  });

  it("leaves text without addresses, and other schemes, as text", () => {
    expect(textWithLinks("Write to care@example.in or javascript:alert(1)")).toEqual([{ kind: "text", text: "Write to care@example.in or javascript:alert(1)" }]);
    expect(textWithLinks("")).toEqual([]);
  });
});
