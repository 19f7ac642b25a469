import { describe, expect, it } from "vitest";
import { lineRefundPaise, paymentStatusAfterRefunds } from "./refund-amount";

describe("lineRefundPaise", () => {
  const line = { quantity: 3, refundedQuantity: 0, lineTotalPaise: 100_00, taxPaise: 18_00 };

  it("gives back the line's total plus its GST when prices excluded GST", () => {
    expect(lineRefundPaise(line, false, 3)).toBe(118_00);
  });

  it("gives back the line's total alone when prices included GST", () => {
    expect(lineRefundPaise(line, true, 3)).toBe(100_00);
  });

  it("prorates per unit, rounding to the paisa, and unit by unit adds up to the whole line", () => {
    const first = lineRefundPaise(line, false, 1);
    const second = lineRefundPaise({ ...line, refundedQuantity: 1 }, false, 1);
    const third = lineRefundPaise({ ...line, refundedQuantity: 2 }, false, 1);
    expect([first, second, third]).toEqual([3933, 3934, 3933]);
    expect(first + second + third).toBe(118_00);
  });
});

describe("paymentStatusAfterRefunds", () => {
  it("is paid with nothing refunded, partially refunded in between, refunded at the total", () => {
    expect(paymentStatusAfterRefunds(0, 1000)).toBe("paid");
    expect(paymentStatusAfterRefunds(1, 1000)).toBe("partially_refunded");
    expect(paymentStatusAfterRefunds(1000, 1000)).toBe("refunded");
  });
});
