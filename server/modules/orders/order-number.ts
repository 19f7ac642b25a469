import { randomInt } from "node:crypto";

/** How many order numbers a day has: the five digits after the day. */
export const ORDER_NUMBERS_PER_DAY = 100_000;

/** KK-261122-04817: the shop's prefix, the day (IST) and five digits. */
export function formatOrderNumber(serial: number, at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const day = [ist.getUTCFullYear() % 100, ist.getUTCMonth() + 1, ist.getUTCDate()].map((part) => String(part).padStart(2, "0")).join("");
  return `KK-${day}-${String(serial).padStart(5, "0")}`;
}

/**
 * Where the five digits come from: random, so that numbers tell a customer or a competitor nothing of
 * how many orders the shop takes (a count did). An object, so a test can choose them.
 */
export const orderSerials = {
  next: (): number => randomInt(ORDER_NUMBERS_PER_DAY),
};
