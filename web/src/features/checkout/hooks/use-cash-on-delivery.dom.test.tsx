// @vitest-environment jsdom
import { paiseToDecimal } from "@shared/money";
import type { CartItem } from "@shared/schemas/cart";
import { act, cleanup, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts, getToasts } from "@/components/ui/use-toast";
import { cartTotals } from "@/lib/cart-totals";
import { queryKeys } from "@/lib/query-keys";
import { fakeServer, renderInShop } from "@/test/hook-harness";
import { type CheckoutDetails, EMPTY_ADDRESS } from "../lib/checkout-payload";
import { useCashOnDelivery } from "./use-cash-on-delivery";

const shippingAddress = { firstName: "Asha", lastName: "Rao", address: "1 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001", phone: "9876543210" };
const details: CheckoutDetails = { shippingAddress, billing: EMPTY_ADDRESS, sameAsShipping: true, notes: "" };
const onesie = { id: 7, name: "Cotton Onesie", slug: "cotton-onesie", imageUrl: null, price: "500.00", salePrice: "450.00", stockQuantity: 9, isActive: true, brand: { name: "Tiny Threads", slug: "tiny-threads" }, gstRate: 5 };
const items: CartItem[] = [{ id: "line-1", quantity: 2, product: onesie, variant: { id: onesie.id, options: {} } }];
const order = { order: { id: "order-1" } };

const shownToast = () => getToasts().find((entry) => entry.open);

function placing() {
  const shop = renderInShop(() => useCashOnDelivery());
  shop.queryClient.setQueryData(queryKeys.cart.items(), items);
  shop.queryClient.setQueryData(queryKeys.orders.list(), []);
  const submit = (chosen = items, given = details) =>
    act(async () => {
      shop.result.current.submit(chosen, given);
    });
  return { ...shop, submit };
}

beforeEach(() => clearToasts());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("useCashOnDelivery", () => {
  it("places the order with the totals shown, then thanks the shopper and shows its confirmation", async () => {
    const server = fakeServer();
    server.answer("POST /api/orders", { status: 201, body: order });
    const shop = placing();
    await shop.submit();

    await waitFor(() => expect(shop.address()).toBe("/orders/order-1/confirmation"));
    const [sent] = server.sent;
    expect(sent).toMatchObject({ method: "POST", url: "/api/orders" });
    expect(sent!.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent!.body).toMatchObject({
      orderData: { total: paiseToDecimal(cartTotals(items).total), paymentMethod: "cod", shippingAddress },
      items: [{ productId: 7, quantity: 2, price: "450.00", total: "900.00" }],
    });
    expect(shownToast()).toMatchObject({ title: "Order Placed Successfully!" });
    expect(shop.queryClient.getQueryState(queryKeys.cart.items())?.isInvalidated).toBe(true);
    expect(shop.queryClient.getQueryState(queryKeys.orders.list())?.isInvalidated).toBe(true);
  });

  it("is placing while the server has not answered", async () => {
    const server = fakeServer();
    let answer!: () => void;
    server.answer("POST /api/orders", { status: 201, body: order, until: new Promise((resolve) => (answer = resolve)) });
    const shop = placing();
    expect(shop.result.current.isPlacing).toBe(false);
    await shop.submit();
    await waitFor(() => expect(shop.result.current.isPlacing).toBe(true));
    answer();
    await waitFor(() => expect(shop.result.current.isPlacing).toBe(false));
  });

  it("sends a retry of the same attempt with the same key, and a changed attempt with a new one", async () => {
    const server = fakeServer();
    server.answer("POST /api/orders", { status: 500, body: { message: "Internal Server Error", code: "internal" } });
    const shop = placing();
    await shop.submit();
    await waitFor(() => expect(shownToast()).toMatchObject({ title: "Error", description: "Failed to place order. Please try again.", variant: "destructive" }));
    await shop.submit();
    await shop.submit(items, { ...details, notes: "Leave at the door" });
    await waitFor(() => expect(server.sent).toHaveLength(3));

    const keys = server.sent.map((sent) => sent.headers["Idempotency-Key"]);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(shop.address()).toBe("/checkout");
  });

  it("tells the new total when prices changed, and fetches the cart again", async () => {
    const server = fakeServer();
    const totals = { subtotal: "1000.00", tax: "180.00", shipping: "0.00", total: "1180.00" };
    server.answer("POST /api/orders", { status: 409, body: { message: "Prices have changed", code: "price_changed", totals } });
    const shop = placing();
    await shop.submit();

    await waitFor(() => expect(shownToast()?.title).toBe("Prices Have Changed"));
    expect(shownToast()?.description).toBe("Some prices changed since you opened the checkout. The new total is ₹1,180.00. Please review your order and try again.");
    expect(shop.queryClient.getQueryState(queryKeys.cart.items())?.isInvalidated).toBe(true);
    expect(shop.queryClient.getQueryState(queryKeys.orders.list())?.isInvalidated).toBe(false);
    expect(shop.address()).toBe("/checkout");
  });

  it("passes on the server's word when stock ran out", async () => {
    const server = fakeServer();
    server.answer("POST /api/orders", { status: 409, body: { message: "Only 1 left of Cotton Onesie", code: "insufficient_stock" } });
    const shop = placing();
    await shop.submit();

    await waitFor(() => expect(shownToast()).toMatchObject({ title: "Not Enough Stock", description: "Only 1 left of Cotton Onesie", variant: "destructive" }));
    expect(shop.queryClient.getQueryState(queryKeys.cart.items())?.isInvalidated).toBe(true);
  });

  it("says nothing of its own when the session has ended (the app sends the shopper to sign in)", async () => {
    const server = fakeServer();
    server.answer("POST /api/orders", { status: 401, body: { message: "Unauthorized", code: "unauthorized" } });
    const shop = placing();
    await shop.submit();

    await waitFor(() => expect(server.sent).toHaveLength(1));
    await waitFor(() => expect(shop.queryClient.getMutationCache().getAll()[0]?.state.status).toBe("error"));
    await waitFor(() => expect(shop.result.current.isPlacing).toBe(false));
    expect(shownToast()).toBeUndefined();
  });
});
