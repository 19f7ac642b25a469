// @vitest-environment jsdom
import type { CartItem } from "@shared/schemas/cart";
import { act, cleanup, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts, getToasts } from "@/components/ui/use-toast";
import { queryKeys } from "@/lib/query-keys";
import { fakeServer, renderInShop } from "@/test/hook-harness";
import { type CheckoutDetails, EMPTY_ADDRESS } from "../lib/checkout-payload";
import type { RazorpayFailure, RazorpayOptions } from "../lib/razorpay";
import { useOnlinePayment } from "./use-online-payment";

const shippingAddress = { firstName: "Asha", lastName: "Rao", address: "1 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001", phone: "9876543210" };
const details: CheckoutDetails = { shippingAddress, billing: EMPTY_ADDRESS, sameAsShipping: true, notes: "" };
const onesie = { id: 7, name: "Cotton Onesie", slug: "cotton-onesie", imageUrl: null, price: "500.00", salePrice: "450.00", stockQuantity: 9, isActive: true, brand: { name: "Tiny Threads", slug: "tiny-threads" }, gstRate: 5 };
const items: CartItem[] = [{ id: "line-1", quantity: 2, product: onesie, variant: { id: onesie.id, options: {} } }];
const TOTAL_PAISE = 116_100;
const paymentOrder = {
  orderId: "order_gw_1",
  amount: TOTAL_PAISE,
  currency: "INR",
  config: { key: "rzp_test_key", name: "KiddoKart", description: "Order payment", theme: { color: "#f97316" } },
};
const success = { razorpay_order_id: "order_gw_1", razorpay_payment_id: "pay_1", razorpay_signature: "signed" };

/** The gateway's modal as the checkout script would provide it: the test plays the shopper's part. */
function fakeGateway() {
  const opened: { options: RazorpayOptions; failed: (response: RazorpayFailure) => void }[] = [];
  class Razorpay {
    readonly entry: (typeof opened)[number];
    constructor(options: RazorpayOptions) {
      this.entry = { options, failed: () => {} };
    }
    on(_event: "payment.failed", handler: (response: RazorpayFailure) => void) {
      this.entry.failed = handler;
    }
    open() {
      opened.push(this.entry);
    }
  }
  vi.stubGlobal("Razorpay", Razorpay);
  return opened;
}

const shownToast = () => getToasts().find((entry) => entry.open);

function paying() {
  const shop = renderInShop(() => useOnlinePayment());
  shop.queryClient.setQueryData(queryKeys.cart.items(), items);
  const pay = () => act(() => shop.result.current.pay(items, TOTAL_PAISE, details));
  return { ...shop, pay };
}

beforeEach(() => clearToasts());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("useOnlinePayment", () => {
  it("asks for a payment order for the total shown, opens the gateway, verifies its answer and shows the order's confirmation", async () => {
    const server = fakeServer();
    server.answer("POST /api/payment/create-order", { status: 200, body: paymentOrder });
    server.answer("POST /api/payment/verify", { status: 200, body: { order: { id: "order-1" } } });
    const gateway = fakeGateway();
    const shop = paying();
    await shop.pay();

    expect(server.sent[0]).toMatchObject({ url: "/api/payment/create-order", body: { amount: "1161.00", orderData: { shippingAddress } } });
    expect(server.sent[0]!.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(gateway).toHaveLength(1);
    expect(gateway[0]!.options).toMatchObject({
      key: "rzp_test_key",
      amount: TOTAL_PAISE,
      currency: "INR",
      order_id: "order_gw_1",
      prefill: { name: "Asha Rao", contact: "9876543210" },
    });
    expect(shop.result.current.isPaying).toBe(true);

    act(() => gateway[0]!.options.handler(success));
    await waitFor(() => expect(shop.address()).toBe("/orders/order-1/confirmation"));
    expect(server.sent[1]).toMatchObject({ url: "/api/payment/verify", body: success });
    expect(shownToast()).toMatchObject({ title: "Payment Successful!" });
    expect(shop.queryClient.getQueryState(queryKeys.cart.items())?.isInvalidated).toBe(true);
  });

  it("says so when the gateway's script is not there, and asks the server for nothing", async () => {
    const server = fakeServer();
    const shop = paying();
    await shop.pay();
    expect(shownToast()).toMatchObject({ title: "Payment Error", description: "Razorpay is not loaded. Please refresh the page and try again." });
    expect(server.sent).toEqual([]);
    expect(shop.result.current.isPaying).toBe(false);
  });

  it("leaves the cart as it was when the shopper closes the gateway or the payment fails", async () => {
    const server = fakeServer();
    server.answer("POST /api/payment/create-order", { status: 200, body: paymentOrder });
    const gateway = fakeGateway();
    const shop = paying();

    await shop.pay();
    act(() => gateway[0]!.options.modal!.ondismiss!());
    expect(shop.result.current.isPaying).toBe(false);
    expect(shownToast()).toMatchObject({ title: "Payment Cancelled", description: "You cancelled the payment process." });

    await shop.pay();
    act(() => gateway[1]!.failed({ error: { description: "Card declined by the bank" } }));
    expect(shop.result.current.isPaying).toBe(false);
    expect(shownToast()).toMatchObject({ title: "Payment Failed", description: "Card declined by the bank", variant: "destructive" });
    expect(server.sent.map((sent) => sent.url)).toEqual(["/api/payment/create-order", "/api/payment/create-order"]);
    expect(server.sent[1]!.headers["Idempotency-Key"]).toBe(server.sent[0]!.headers["Idempotency-Key"]);
    expect(shop.address()).toBe("/checkout");
  });

  it("reports a stock conflict from the server, and any other refusal as a failure to start", async () => {
    const server = fakeServer();
    server.answer(
      "POST /api/payment/create-order",
      { status: 409, body: { message: "Only 1 left of Cotton Onesie", code: "insufficient_stock" } },
      { status: 503, body: { message: "Online payment is unavailable", code: "unavailable" } },
    );
    const gateway = fakeGateway();
    const shop = paying();

    await shop.pay();
    expect(shownToast()).toMatchObject({ title: "Not Enough Stock", description: "Only 1 left of Cotton Onesie" });
    expect(shop.queryClient.getQueryState(queryKeys.cart.items())?.isInvalidated).toBe(true);
    await shop.pay();
    expect(shownToast()).toMatchObject({ title: "Payment Error", description: "Failed to initiate payment. Please try again." });
    expect(gateway).toEqual([]);
    expect(shop.result.current.isPaying).toBe(false);
  });

  it("asks the shopper to contact support when the payment cannot be verified", async () => {
    const server = fakeServer();
    server.answer("POST /api/payment/create-order", { status: 200, body: paymentOrder });
    server.answer("POST /api/payment/verify", { status: 400, body: { message: "Invalid payment signature", code: "invalid_signature" } });
    const gateway = fakeGateway();
    const shop = paying();
    await shop.pay();

    act(() => gateway[0]!.options.handler(success));
    await waitFor(() => expect(shownToast()).toMatchObject({ title: "Payment Verification Failed", description: "Please contact support if amount was deducted." }));
    expect(shop.result.current.isPaying).toBe(false);
    expect(shop.address()).toBe("/checkout");
  });
});
