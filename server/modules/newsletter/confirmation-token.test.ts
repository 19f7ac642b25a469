import { expect, it } from "vitest";
import { CONFIRMATION_LIFETIME_MS, checkConfirmationToken, confirmationToken } from "./confirmation-token";

const SECRET = "a".repeat(64);
const NOW = new Date("2026-11-27T10:00:00Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);

it("confirms the address it was made for, in any case, for seven days", () => {
  const token = confirmationToken(SECRET, "Asha@Example.in", NOW);
  expect(token).toMatch(/^[0-9a-z]+\.[\w-]{32}$/);
  expect(checkConfirmationToken(SECRET, "asha@example.in", token, NOW)).toBe("valid");
  expect(checkConfirmationToken(SECRET, "ASHA@example.in", token, later(CONFIRMATION_LIFETIME_MS - 60_000))).toBe("valid");
  expect(checkConfirmationToken(SECRET, "asha@example.in", token, later(CONFIRMATION_LIFETIME_MS + 1_000))).toBe("expired");
});

it("refuses another address, another secret, an altered expiry and anything not the shop's", () => {
  const token = confirmationToken(SECRET, "asha@example.in", NOW);
  const [expiry, mac] = token.split(".") as [string, string];
  const longer = (Number.parseInt(expiry, 36) + 365 * 24 * 3600).toString(36);
  expect(checkConfirmationToken(SECRET, "ravi@example.in", token, NOW)).toBe("invalid");
  expect(checkConfirmationToken("b".repeat(64), "asha@example.in", token, NOW)).toBe("invalid");
  expect(checkConfirmationToken(SECRET, "asha@example.in", `${longer}.${mac}`, NOW)).toBe("invalid");
  for (const forged of ["", "forged", `${expiry}.`, `.${mac}`, `${expiry}.${mac.slice(0, -1)}`, `${token}.x`, `ZZ.${mac}`]) {
    expect(checkConfirmationToken(SECRET, "asha@example.in", forged, NOW), forged).toBe("invalid");
  }
});
