// @vitest-environment jsdom
import type { CartItem } from "@shared/schemas/cart";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts, getToasts } from "@/components/ui/use-toast";
import { createQueryClient } from "@/lib/query-client";
import { fakeServer } from "@/test/hook-harness";
import { CheckoutView } from "./checkout-view";

const onesie = { id: 7, name: "Cotton Onesie", slug: "cotton-onesie", imageUrl: null, price: "500.00", salePrice: null, stockQuantity: 9, isActive: true, brand: { name: "Tiny Threads", slug: "tiny-threads" }, gstRate: 18 };
const items: CartItem[] = [{ id: "line-1", quantity: 1, product: onesie }];
const CHECK = (pincode: string) => `GET /api/delivery/check?pincode=${pincode}`;
const jaipur = { pincode: "302001", deliverable: true, zone: "Rajasthan", minDays: 2, maxDays: 3, deliveryFrom: "2026-11-25", deliveryBy: "2026-11-26", codAvailable: true, extraCharge: "0.00" };
const portBlair = { ...jaipur, pincode: "744101", zone: "Andaman and Nicobar", deliveryBy: "2026-12-04", codAvailable: false, extraCharge: "99.00" };

function shop({ online = true } = {}) {
  const server = fakeServer();
  server.answer("GET /api/payment/config", { status: 200, body: { enabled: online, checkoutScriptUrl: null } });
  server.answer("GET /api/shop-settings", { status: 200, body: { pricesIncludeGst: false } });
  server.answer(CHECK("302001"), { status: 200, body: jaipur });
  server.answer(CHECK("744101"), { status: 200, body: portBlair });
  server.answer(CHECK("999999"), { status: 200, body: { pincode: "999999", deliverable: false } });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/checkout"]}>
        <CheckoutView items={items} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return server;
}

const summaryRows = () =>
  within(screen.getByRole("heading", { name: "Order Summary" }).parentElement!)
    .getAllByRole("term")
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

async function fillAddress(pincode: string) {
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  await screen.findByRole("heading", { name: "Shipping Address" });
  fireEvent.change(field("First Name"), { target: { value: "Ananya" } });
  fireEvent.change(field("Last Name"), { target: { value: "Kapoor" } });
  fireEvent.change(field("Address"), { target: { value: "12 MI Road" } });
  fireEvent.change(field("City"), { target: { value: "Jaipur" } });
  fireEvent.change(field("State"), { target: { value: "Rajasthan" } });
  fireEvent.change(field("Phone"), { target: { value: "+91 98765 43210" } });
  fireEvent.change(field("PIN Code"), { target: { value: pincode } });
}

beforeEach(() => clearToasts());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the checkout's delivery check and price break-up", () => {
  it("shows items, GST, shipping and total, then the promise for the PIN code once typed", async () => {
    shop();
    await fillAddress("302001");
    expect(summaryRows()).toEqual(["Subtotal: ₹500.00", "GST (18%): ₹90.00", "Shipping: ₹99.00", "Total: ₹689.00"]);
    expect(await screen.findByText("Delivered by Thu, 26 Nov")).toBeTruthy();
    expect(summaryRows()).toEqual(["Subtotal: ₹500.00", "GST (18%): ₹90.00", "Shipping: ₹99.00", "Total: ₹689.00"]);
    expect((screen.getByRole("radio", { name: /Cash on Delivery/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("adds the zone's charge on its own line and to the total, and chooses paying online where cash on delivery is refused", async () => {
    shop();
    await fillAddress("744101");
    expect(await screen.findByText("Delivered by Fri, 4 Dec")).toBeTruthy();
    expect(summaryRows()).toEqual(["Subtotal: ₹500.00", "GST (18%): ₹90.00", "Shipping: ₹99.00", "Delivery charge (Andaman and Nicobar): ₹99.00", "Total: ₹788.00"]);
    const cod = screen.getByRole("radio", { name: /Cash on Delivery/ }) as HTMLInputElement;
    expect(cod.disabled).toBe(true);
    expect(cod.checked).toBe(false);
    expect(screen.getByText("Cash on delivery is not available for PIN code 744101. Please pay online.")).toBeTruthy();
    expect((screen.getByRole("radio", { name: /Pay Online/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("button", { name: "Pay Now" })).toBeTruthy();
  });

  it("cannot place an order to a PIN code refusing cash on delivery when paying online is off", async () => {
    shop({ online: false });
    await fillAddress("744101");
    expect(await screen.findByText(/Paying online is not available just now/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Place Order" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says at the PIN code field when the shop does not deliver there, and will not place the order", async () => {
    shop();
    await fillAddress("999999");
    const pin = screen.getByLabelText("PIN Code", { exact: true });
    await waitFor(() => expect(pin.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(pin.getAttribute("aria-describedby")!)?.textContent).toBe("We do not deliver to PIN code 999999 yet.");
    expect((screen.getByRole("button", { name: "Place Order" }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(pin, { target: { value: "302001" } });
    expect(await screen.findByText("Delivered by Thu, 26 Nov")).toBeTruthy();
    expect(pin.getAttribute("aria-invalid")).toBeNull();
    expect((screen.getByRole("button", { name: "Place Order" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's refusal of the address at the PIN code field and sends the total with the zone's charge", async () => {
    const server = shop();
    server.answer("POST /api/orders", {
      status: 400,
      body: {
        code: "invalid_input",
        message: "PIN code 744101 is in Andaman and Nicobar Islands, not Rajasthan",
        field: "orderData.shippingAddress.pincode",
        issues: [{ path: "orderData.shippingAddress.pincode", message: "PIN code 744101 is in Andaman and Nicobar Islands, not Rajasthan" }],
      },
    });
    await fillAddress("302001");
    await screen.findByText("Delivered by Thu, 26 Nov");
    fireEvent.click(screen.getByRole("button", { name: "Place Order" }));
    const pin = screen.getByLabelText("PIN Code", { exact: true });
    await waitFor(() => expect(pin.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(pin.getAttribute("aria-describedby")!)?.textContent).toBe("PIN code 744101 is in Andaman and Nicobar Islands, not Rajasthan");
    expect(document.activeElement).toBe(pin);
    const placed = server.sent.find((request) => request.method === "POST");
    expect(placed?.body).toMatchObject({ orderData: { total: "689.00", paymentMethod: "cod" } });
  });

  it("says why when the server refuses cash on delivery, and sends the zone's charge with the total", async () => {
    const server = shop();
    // The page's own check said cash on delivery was fine; the zone changed meanwhile.
    server.answer("POST /api/orders", {
      status: 409,
      body: { code: "cod_not_available", message: "Cash on delivery is not available for PIN code 302001. Please pay online.", field: "orderData.paymentMethod" },
    });
    await fillAddress("302001");
    await screen.findByText("Delivered by Thu, 26 Nov");
    fireEvent.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(getToasts().find((toast) => toast.open)).toMatchObject({ title: "Order Not Placed", description: "Cash on delivery is not available for PIN code 302001. Please pay online." }));
  });
});
