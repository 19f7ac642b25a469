// @vitest-environment jsdom
import type { AdminOrder } from "@shared/schemas/admin";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts, getToasts } from "@/components/ui/use-toast";
import { createQueryClient } from "@/lib/query-client";
import { fakeServer } from "@/test/hook-harness";
import { RefundForm } from "./refund-form";

const line = { id: "line-1", productId: 7, variantId: 7, variantOptions: {}, quantity: 2, price: "500.00", total: "1000.00", product: { name: "Cotton Onesie", slug: "cotton-onesie", imageUrl: null, sku: null }, gstRate: 5, tax: "50.00", hsnCode: "6111", refundedQuantity: 0 };
const order = {
  id: "order-1",
  orderNumber: "KK-261123-01001",
  status: "delivered",
  paymentStatus: "paid",
  paymentMethod: "cod",
  total: "1050.00",
  refunded: "0.00",
  refunds: [],
  orderItems: [line],
} as unknown as AdminOrder;
const refund = { id: "refund-1", amount: "525.00", method: "upi", state: "processed", reason: "Too small", reference: "UTR42", restocked: true, createdAt: "2026-11-23T10:00:00Z", processedAt: "2026-11-23T10:00:00Z" };

const shownToast = () => getToasts().find((entry) => entry.open);

function renderForm() {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RefundForm order={order} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

async function fillCashRefund() {
  fireEvent.change(screen.getByRole("spinbutton", { name: "Units of Cotton Onesie to refund" }), { target: { value: "1" } });
  fireEvent.click(screen.getByLabelText("Goods came back — return to stock"));
  fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "Too small" } });
  fireEvent.change(screen.getByLabelText("Paid back by"), { target: { value: "upi" } });
  fireEvent.change(screen.getByLabelText("Reference"), { target: { value: "UTR42" } });
  fireEvent.click(screen.getByRole("button", { name: "Create Refund" }));
  fireEvent.click(await screen.findByRole("button", { name: "Refund ₹525.00" }));
}

beforeEach(() => clearToasts());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the refund form", () => {
  it("says what is missing before sending anything", async () => {
    const server = fakeServer();
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Create Refund" }));
    expect(await screen.findByText("Choose at least one unit to refund")).toBeTruthy();
    expect(screen.getByText("Please give a reason")).toBeTruthy();
    expect(screen.getByText("Reference is required")).toBeTruthy();
    expect(server.sent).toEqual([]);
  });

  it("takes every message away at the next change, until the next submit", async () => {
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Create Refund" }));
    expect(await screen.findByText("Please give a reason")).toBeTruthy();
    fireEvent.change(screen.getByRole("spinbutton", { name: "Units of Cotton Onesie to refund" }), { target: { value: "1" } });
    expect(screen.queryByText("Please give a reason")).toBeNull();
    expect(screen.queryByText("Reference is required")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Create Refund" }));
    expect(await screen.findByText("Reference is required")).toBeTruthy();
    expect(screen.queryByText("Choose at least one unit to refund")).toBeNull();
  });

  it("shows the total as it is typed, says the reason is shown to the customer, and asks before sending", async () => {
    const server = fakeServer();
    renderForm();
    expect(screen.getByTestId("refund-total").textContent).toBe("Refund total₹0.00");
    expect(screen.getByText("Shown to the customer with the refund")).toBeTruthy();
    fireEvent.change(screen.getByRole("spinbutton", { name: "Units of Cotton Onesie to refund" }), { target: { value: "2" } });
    expect(screen.getByTestId("refund-total").textContent).toBe("Refund total₹1,050.00");
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "Too small" } });
    fireEvent.change(screen.getByLabelText("Paid back by"), { target: { value: "upi" } });
    fireEvent.change(screen.getByLabelText("Reference"), { target: { value: "UTR42" } });
    fireEvent.click(screen.getByRole("button", { name: "Create Refund" }));
    expect(await screen.findByRole("group", { name: "Refund ₹1,050.00 to the customer?" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Refund ₹1,050.00" }));
    expect(server.sent).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Go back" }));
    expect(screen.queryByRole("group", { name: /to the customer\?/ })).toBeNull();
    expect(server.sent).toEqual([]);
  });

  it("records a cash-on-delivery refund of one unit, back to stock, then closes", async () => {
    const server = fakeServer();
    server.answer("POST /api/admin/orders/order-1/refunds", { status: 201, body: { order: { ...order, refunded: "525.00", refunds: [refund] } } });
    const onDone = renderForm();
    await fillCashRefund();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.sent[0]!.body).toEqual({ lines: [{ orderLineId: "line-1", quantity: 1 }], reason: "Too small", restock: true, method: "upi", reference: "UTR42" });
    expect(shownToast()).toMatchObject({ title: "Refund Created", description: "₹525.00 for order #KK-261123-01001." });
  });

  it("shows the server's reason when it refuses", async () => {
    const server = fakeServer();
    const message = "This refund would give back more than is left of the order.";
    server.answer("POST /api/admin/orders/order-1/refunds", { status: 409, body: { code: "refund_exceeds_payment", message } });
    const onDone = renderForm();
    await fillCashRefund();
    await waitFor(() => expect(shownToast()).toMatchObject({ title: "Refund Failed", description: message, variant: "destructive" }));
    expect(onDone).not.toHaveBeenCalled();
  });
});
