import { SHOP_NAME, SUPPORT } from "@shared/constants";
import { paiseToDecimal } from "@shared/money";
import { orderTotals } from "@shared/pricing";
import type { Order } from "@shared/schemas/orders";
import type { Refund } from "@shared/schemas/refunds";
import { describe, expect, it } from "vitest";
import type { AccountMailData, OrderMailData } from "./mail-data";
import { renderMail } from "./render-mail";
import { LINK_REMOVED_NOTE } from "./templates/account-link";

const SHOP_URL = "https://shop.kiddokart.invalid";
const context = { shopUrl: SHOP_URL };
const ORDER_ID = "0d6f3c2a-5b1e-4c8f-9a7d-2e4b6c8d0f12";

interface LineSpec {
  name: string;
  unitPaise: number;
  quantity: number;
  gstRate?: number;
}

/** An order as the customer's order page shows it, its amounts worked out by shared/pricing.ts. */
function orderFixture(lines: LineSpec[], overrides: Partial<Order> = {}): Order {
  const pricesIncludeGst = overrides.pricesIncludeGst ?? false;
  const pricing = orderTotals(
    lines.map((line) => ({ unitPrice: line.unitPaise, quantity: line.quantity, gstRate: line.gstRate })),
    { pricesIncludeGst },
  );
  return {
    id: ORDER_ID,
    orderNumber: "KK-251123-01042",
    createdAt: "2025-11-23T18:45:00.000Z",
    status: "confirmed",
    paymentStatus: "pending",
    paymentMethod: "cod",
    subtotal: paiseToDecimal(pricing.subtotal),
    tax: paiseToDecimal(pricing.tax),
    shipping: paiseToDecimal(pricing.shipping),
    deliveryCharge: "0.00",
    chargesTax: paiseToDecimal(pricing.chargesTax),
    total: paiseToDecimal(pricing.total),
    deliveryBy: null,
    notes: null,
    courier: null,
    trackingNumber: null,
    shippingAddress: { firstName: "Asha", lastName: "Verma", address: "14 Civil Lines", city: "Jaipur", state: "Rajasthan", pincode: "302006", phone: "+91 98290 12345" },
    billingAddress: { firstName: "Asha", lastName: "Verma", address: "14 Civil Lines", city: "Jaipur", state: "Rajasthan", pincode: "302006", phone: "+91 98290 12345" },
    orderItems: lines.map((line, index) => ({
      id: `line-${index + 1}`,
      productId: 100 + index,
      variantId: 100 + index,
      variantOptions: {},
      quantity: line.quantity,
      price: paiseToDecimal(line.unitPaise),
      total: paiseToDecimal(pricing.lines[index]!.lineTotal),
      product: { name: line.name, slug: line.name.toLowerCase().replace(/[^a-z0-9]+/g, "-"), imageUrl: null, sku: null },
      gstRate: line.gstRate ?? 18,
      tax: paiseToDecimal(pricing.lines[index]!.tax),
      hsnCode: null,
      refundedQuantity: 0,
    })),
    statusHistory: [{ status: "confirmed", at: "2025-11-23T18:45:00.000Z" }],
    pricesIncludeGst,
    refunded: "0.00",
    refunds: [],
    taxDocuments: [],
    ...overrides,
  };
}

function refundFixture(overrides: Partial<Refund> = {}): Refund {
  return {
    id: "refund-1",
    amount: "1298.00",
    method: "razorpay",
    state: "pending",
    reason: "Order cancelled",
    reference: null,
    restocked: true,
    createdAt: "2025-11-24T06:00:00.000Z",
    processedAt: null,
    ...overrides,
  };
}

const LINES: LineSpec[] = [
  { name: "Soft Cotton Baby Onesie", unitPaise: 64_900, quantity: 2 },
  { name: "Gentle Baby Lotion 200 ml", unitPaise: 29_900, quantity: 1, gstRate: 5 },
];
const orderMail = (order: Order, extra: Partial<OrderMailData> = {}): OrderMailData => ({ order, firstName: "Asha", ...extra });
const accountMail = (extra: Partial<AccountMailData> = {}): AccountMailData => ({ firstName: "Asha", email: "asha@example.invalid", token: "tok_3fA9-xyz", ...extra });
const orderLink = `${SHOP_URL}/orders/${ORDER_ID}`;

/** Both parts of a rendered mail hold each text. */
function expectBoth(mail: { html: string; text: string }, ...texts: string[]) {
  for (const text of texts) {
    expect(mail.html).toContain(text);
    expect(mail.text).toContain(text);
  }
}

describe("renderMail, order mails", () => {
  it("order_placed: thanks, number, date in IST, lines, GST rows per rate, totals, payment, address and the order link", async () => {
    const mail = await renderMail("order_placed", orderMail(orderFixture(LINES)), context);
    expect(mail.subject).toBe(`Your ${SHOP_NAME} order KK-251123-01042 is confirmed`);
    // 18:45 UTC on the 23rd is past midnight in India.
    expectBoth(mail, "Thank you for your order", "KK-251123-01042", "24 November 2025", "Hello Asha,");
    expectBoth(mail, "Soft Cotton Baby Onesie", "Qty 2 × ₹649.00", "₹1,298.00", "Gentle Baby Lotion 200 ml", "₹299.00");
    // ₹1,298.00 at 18% and ₹299.00 at 5%: a row per rate; ₹1,597.00 is above the free-shipping limit.
    expectBoth(mail, "+ GST 18%", "₹233.64", "+ GST 5%", "₹14.95", "Free", "₹1,845.59");
    expectBoth(mail, "Cash on delivery — pay when it arrives", "14 Civil Lines", "Jaipur, Rajasthan - 302006", orderLink);
    expect(mail.html).toMatch(new RegExp(`href="${orderLink}"`));
    expect(mail.text).toMatch(/View your order\s+https:\/\/shop\.kiddokart\.invalid\/orders\//);
    expect(mail.text).toMatch(/Total\s+₹1,845\.59/);
    expectBoth(mail, SUPPORT.phone, SUPPORT.email, "because you placed order KK-251123-01042");
  });

  it("order_placed shows big amounts the Indian way, shipping when charged, and 'Paid online'", async () => {
    const big = orderFixture([{ name: "Convertible Cot", unitPaise: 10_462_373, quantity: 1 }], { paymentMethod: "razorpay", paymentStatus: "paid" });
    const mail = await renderMail("order_placed", orderMail(big), context);
    expectBoth(mail, "₹1,04,623.73", "GST (18%)", "₹18,832.27", "₹1,23,456.00", "Paid online");

    const small = await renderMail("order_placed", orderMail(orderFixture([{ name: "Bib", unitPaise: 19_900, quantity: 1 }])), context);
    expect(small.text).toMatch(/Shipping\s+₹99\.00/);
  });

  it("prices with GST: the subtotal says so and the tax rows are marked incl.", async () => {
    const mail = await renderMail("order_placed", orderMail(orderFixture(LINES, { pricesIncludeGst: true })), context);
    expectBoth(mail, "Subtotal (incl. GST)", "GST 18% (incl.)", "GST 5% (incl.)");
  });

  it("order_shipped: on its way, items, address and the link", async () => {
    const mail = await renderMail("order_shipped", orderMail(orderFixture(LINES, { status: "shipped" })), context);
    expect(mail.subject).toBe("Your order KK-251123-01042 has shipped");
    expectBoth(mail, "on its way", "KK-251123-01042", "Soft Cotton Baby Onesie", "14 Civil Lines", orderLink);
  });

  it("order_delivered: delivered, an invitation to review with the products' pages, and the link", async () => {
    const mail = await renderMail("order_delivered", orderMail(orderFixture(LINES, { status: "delivered" })), context);
    expect(mail.subject).toBe("Your order KK-251123-01042 has been delivered");
    expectBoth(mail, "has been delivered", "review", `${SHOP_URL}/products/soft-cotton-baby-onesie`, orderLink);
  });

  it("order_cancelled, cash on delivery not paid: nothing was charged", async () => {
    const mail = await renderMail("order_cancelled", orderMail(orderFixture(LINES, { status: "cancelled" })), context);
    expect(mail.subject).toBe("Your order KK-251123-01042 has been cancelled");
    expectBoth(mail, "has been cancelled", "Nothing was charged", "₹1,845.59", orderLink);
    expect(mail.text).not.toContain("refund it");
  });

  it("order_cancelled, paid online: each refund and how it comes back, or the promise of one", async () => {
    const paid = { status: "cancelled", paymentMethod: "razorpay", paymentStatus: "paid" } as const;
    const none = await renderMail("order_cancelled", orderMail(orderFixture(LINES, paid)), context);
    expectBoth(none, "You paid ₹1,845.59: we will refund it and write to you");

    const refunded = orderFixture(LINES, { ...paid, paymentStatus: "refunded", refunded: "1845.59", refunds: [refundFixture({ amount: "1845.59" })] });
    const mail = await renderMail("order_cancelled", orderMail(refunded), context);
    expectBoth(mail, "₹1,845.59 is on its way, back to your original payment method; banks usually take 5–7 working days");
    expect(mail.text).not.toContain("we will refund");

    const manual = orderFixture(LINES, {
      ...paid,
      paymentMethod: "cod",
      refunded: "1000.00",
      refunds: [refundFixture({ amount: "1000.00", method: "upi", state: "processed", reference: "UPI-7781", processedAt: "2025-11-25T06:00:00.000Z" })],
    });
    const partly = await renderMail("order_cancelled", orderMail(manual), context);
    expectBoth(partly, "₹1,000.00 was refunded on 25 November 2025, paid by UPI, reference UPI-7781", "We will refund the remaining ₹845.59");
  });

  it("refund_issued: the refund's amount, method, state, the order number and the link", async () => {
    const refund = refundFixture({ id: "refund-2", amount: "649.00" });
    const order = orderFixture(LINES, { paymentMethod: "razorpay", paymentStatus: "partially_refunded", refunded: "649.00", refunds: [refundFixture({ state: "failed" }), refund] });
    const mail = await renderMail("refund_issued", orderMail(order, { refundId: "refund-2" }), context);
    expect(mail.subject).toBe("Refund of ₹649.00 for order KK-251123-01042");
    expectBoth(mail, "₹649.00", "Back to your original payment method; banks usually take 5–7 working days", "On its way", "KK-251123-01042", orderLink);
    expect(mail.text).toMatch(/Refunded so far\s+₹649\.00 of ₹1,845\.59/);

    const byTransfer = { ...order, refunds: [refundFixture({ id: "refund-3", method: "bank_transfer", state: "processed", reference: "UTR 4455", processedAt: "2025-11-26T06:00:00.000Z" })] };
    const manual = await renderMail("refund_issued", orderMail(byTransfer, { refundId: "refund-3" }), context);
    expectBoth(manual, "Paid by bank transfer, reference UTR 4455", "Refunded on 26 November 2025");
  });

  it("refund_issued of a refund that failed does not say the money was refunded", async () => {
    const order = orderFixture(LINES, { paymentMethod: "razorpay", paymentStatus: "paid", refunds: [refundFixture({ state: "failed" })] });
    const mail = await renderMail("refund_issued", orderMail(order, { refundId: "refund-1" }), context);
    expectBoth(mail, "About your refund", "did not go through; we will contact you");
    expect(mail.text).not.toContain("We have refunded");
  });

  it("refund_issued whose refund is not on the order still renders", async () => {
    const mail = await renderMail("refund_issued", orderMail(orderFixture(LINES), { refundId: "gone" }), context);
    expectBoth(mail, "KK-251123-01042", orderLink);
  });

  it("new_order: to the owner, with customer, items, back-office tax rows, payment, address, note and the admin link", async () => {
    const order = orderFixture(LINES, { notes: "Please call before delivery.\nGate 2." });
    const mail = await renderMail("new_order", orderMail(order), context);
    expect(mail.subject).toBe("New order KK-251123-01042: ₹1,845.59 (cash on delivery)");
    expectBoth(mail, "Asha Verma", "+91 98290 12345", "Soft Cotton Baby Onesie", "Tax (GST 18%)", "Tax (GST 5%)", "Cash on delivery", "14 Civil Lines", "Gate 2.");
    expectBoth(mail, `${SHOP_URL}/admin/orders`, "new-order notifications");
    expect(mail.html).not.toContain(orderLink);
  });

  it("renders what customers typed as text, never markup", async () => {
    const hostile = "<script>alert(1)</script>";
    const order = orderFixture(LINES, {
      shippingAddress: { firstName: hostile, lastName: "<b>Verma</b>", address: '"><img src=x onerror=alert(1)>', city: "Jaipur", state: "Rajasthan", pincode: "302006", phone: "98290 12345" },
      notes: hostile,
    });
    for (const kind of ["order_placed", "new_order"] as const) {
      const mail = await renderMail(kind, orderMail(order, { firstName: hostile }), context);
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).not.toContain("<img");
      expect(mail.html).not.toContain("<b>Verma");
      expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      // The plain text is text: it shows what was typed.
      expect(mail.text).toContain(hostile);
    }
  });

  it("fails with a clear message on data without an order", async () => {
    await expect(renderMail("order_placed", { firstName: "Asha" }, context)).rejects.toThrow(/order_placed mail needs an order/);
  });
});

describe("renderMail, account mails", () => {
  it("welcome: a verify button valid 7 days", async () => {
    const mail = await renderMail("welcome", accountMail(), context);
    expect(mail.subject).toBe(`Welcome to ${SHOP_NAME}: please verify your e-mail address`);
    const link = `${SHOP_URL}/verify-email?token=tok_3fA9-xyz`;
    expectBoth(mail, "Welcome to KiddoKart", "asha@example.invalid", link, "7 days");
    expect(mail.text).toMatch(/Verify my e-mail address\s+https:\/\/shop\.kiddokart\.invalid\/verify-email\?token=tok_3fA9-xyz/);
    // The spelled-out address is for HTML readers; the text shows the link once.
    expect(mail.text.split(link)).toHaveLength(2);
  });

  it("verify_email: verify this address, valid 7 days", async () => {
    const mail = await renderMail("verify_email", accountMail({ email: "new@example.invalid" }), context);
    expect(mail.subject).toBe(`Verify your e-mail address for ${SHOP_NAME}`);
    expectBoth(mail, "new@example.invalid", `${SHOP_URL}/verify-email?token=tok_3fA9-xyz`, "7 days");
  });

  it("password_reset: a reset button valid 1 hour, and what to do if you did not ask", async () => {
    const mail = await renderMail("password_reset", accountMail({ token: "a+b/c=" }), context);
    expect(mail.subject).toBe(`Reset your ${SHOP_NAME} password`);
    expectBoth(mail, `${SHOP_URL}/reset-password?token=a%2Bb%2Fc%3D`, "1 hour", "your password stays the same");
  });

  it("password_changed: when, in IST, what to do if it was not you, with the forgotten-password link and support", async () => {
    const mail = await renderMail("password_changed", accountMail({ token: null, changedAt: "2025-11-23T18:45:00.000Z" }), context);
    expect(mail.subject).toBe(`Your ${SHOP_NAME} password was changed`);
    // 18:45 UTC is a quarter past midnight in India, the next day.
    expectBoth(mail, "Hello Asha,", "The password of your KiddoKart account was changed on 24 Nov 2025, 12:15 am (IST).", "there is nothing to do");
    expectBoth(mail, `${SHOP_URL}/forgot-password`, SUPPORT.phone, SUPPORT.email);
    expect(mail.html).toContain(`href="${SHOP_URL}/forgot-password"`);
    expect(mail.html).toContain(`href="mailto:${SUPPORT.email}"`);
    expect(mail.text).toMatch(/Choose a new password\s+https:\/\/shop\.kiddokart\.invalid\/forgot-password/);
    expect(mail.text).not.toContain(LINK_REMOVED_NOTE);
  });

  it("email_changed: to the old address, naming the new one, with support to call at once", async () => {
    const mail = await renderMail("email_changed", accountMail({ email: "asha.new@example.invalid", token: null, changedAt: "2025-11-24T06:00:00.000Z" }), context);
    expect(mail.subject).toBe(`Your ${SHOP_NAME} e-mail address was changed`);
    expectBoth(mail, "asha.new@example.invalid", "24 Nov 2025, 11:30 am (IST)", "Mails about your orders go there from now on.", "call us at once", SUPPORT.phone, SUPPORT.email);
    expect(mail.html).toContain(`href="mailto:${SUPPORT.email}"`);
    expect(mail.html).toContain(`href="${SHOP_URL}/"`);
    expect(mail.text).toContain(SHOP_URL);
    expect(mail.html).not.toMatch(/token=/);
  });

  it("signup_attempted: no new account, yours unchanged, with sign-in and new-password links and no token", async () => {
    const mail = await renderMail("signup_attempted", accountMail({ token: null, changedAt: "2025-11-24T06:00:00.000Z" }), context);
    expect(mail.subject).toBe(`You already have a ${SHOP_NAME} account`);
    expectBoth(mail, "Hello Asha,", "24 Nov 2025, 11:30 am (IST)", "no new one was made", "If it was not you, there is nothing to do.");
    expect(mail.html).toContain(`href="${SHOP_URL}/signin"`);
    expect(mail.html).toContain(`href="${SHOP_URL}/forgot-password"`);
    expect(mail.html).not.toMatch(/token=/);
    expect(mail.text).not.toContain(LINK_REMOVED_NOTE);
  });

  it("a token erased from the outbox renders the removal note instead of a link", async () => {
    for (const kind of ["welcome", "verify_email", "password_reset"] as const) {
      const mail = await renderMail(kind, accountMail({ token: null }), context);
      expectBoth(mail, LINK_REMOVED_NOTE);
      expect(mail.html).not.toMatch(/token=/);
    }
  });

  it("a shop address with a trailing slash makes the same links; a name with markup stays text", async () => {
    const mail = await renderMail("password_reset", accountMail({ firstName: "<script>x</script>" }), { shopUrl: `${SHOP_URL}/` });
    expect(mail.html).toContain(`${SHOP_URL}/reset-password?token=`);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Hello &lt;script&gt;x&lt;/script&gt;,");
  });
});

describe("renderMail, the newsletter's confirmation", () => {
  it("newsletter_confirm: the address, a confirm button to the asking page valid 7 days, and no name whatever the data holds", async () => {
    const data = { email: "a+b@example.invalid", token: "mhv2k0.sig_Xy-1", firstName: "Click here: evil.invalid" };
    const mail = await renderMail("newsletter_confirm", data, context);
    expect(mail.subject).toBe(`Confirm your subscription to the ${SHOP_NAME} newsletter`);
    const link = `${SHOP_URL}/newsletter/confirm?email=a%2Bb%40example.invalid&token=mhv2k0.sig_Xy-1`;
    expectBoth(mail, "Confirm your subscription", "Hello,", "a+b@example.invalid", "7 days", "ignore this mail");
    expect(mail.html).toContain(`href="${link.replace("&", "&amp;")}"`);
    expect(mail.text).toMatch(/Confirm my subscription\s+https:\/\/shop\.kiddokart\.invalid\/newsletter\/confirm\?email=a%2Bb%40example\.invalid&token=mhv2k0\.sig_Xy-1/);
    expect(mail.html).not.toContain("evil.invalid");
  });

  it("newsletter_confirm whose token was erased renders the removal note", async () => {
    const mail = await renderMail("newsletter_confirm", { email: "a@example.invalid", token: null }, context);
    expectBoth(mail, LINK_REMOVED_NOTE);
    expect(mail.html).not.toMatch(/token=/);
  });
});
