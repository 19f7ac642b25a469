import { expect, it } from "vitest";
import { isUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from "./unsubscribe-token";

const SECRET = "a".repeat(64);

it("accepts the token made for the address, in any case, and nothing else", () => {
  const token = unsubscribeToken(SECRET, "Asha@Example.in");
  expect(token).toMatch(/^[\w-]{32}$/);
  expect(isUnsubscribeToken(SECRET, "asha@example.in", token)).toBe(true);
  expect(isUnsubscribeToken(SECRET, "ravi@example.in", token)).toBe(false);
  expect(isUnsubscribeToken("b".repeat(64), "asha@example.in", token)).toBe(false);
  expect(isUnsubscribeToken(SECRET, "asha@example.in", token.slice(0, -1))).toBe(false);
  expect(isUnsubscribeToken(SECRET, "asha@example.in", "")).toBe(false);
});

it("builds the page's absolute address with the address and token encoded", () => {
  const url = new URL(unsubscribeUrl("https://shop.invalid", SECRET, "a+b@example.in"));
  expect(url.pathname).toBe("/newsletter/unsubscribe");
  expect(url.searchParams.get("email")).toBe("a+b@example.in");
  expect(isUnsubscribeToken(SECRET, "a+b@example.in", url.searchParams.get("token")!)).toBe(true);
});
