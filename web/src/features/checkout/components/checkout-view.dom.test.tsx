// @vitest-environment jsdom
import type { CartItem } from "@shared/schemas/cart";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts, getToasts } from "@/components/ui/use-toast";
import { createQueryClient } from "@/lib/query-client";
import { fakeServer } from "@/test/hook-harness";
import { statesOfPinCode } from "@shared/pin-regions";
import { CheckoutView } from "./checkout-view";

const onesie = { id: 7, name: "Cotton Onesie", slug: "cotton-onesie", imageUrl: null, price: "500.00", salePrice: null, stockQuantity: 9, isActive: true, brand: { name: "Tiny Threads", slug: "tiny-threads" }, gstRate: 18 };
const items: CartItem[] = [{ id: "line-1", quantity: 1, product: onesie, variant: { id: onesie.id, options: {} } }];
const CHECK = (pincode: string) => `GET /api/delivery/check?pincode=${pincode}`;
const jaipur = { pincode: "302001", deliverable: true, zone: "Rajasthan", minDays: 2, maxDays: 3, deliveryFrom: "2026-11-25", deliveryBy: "2026-11-26", codAvailable: true, extraCharge: "0.00" };
const portBlair = { ...jaipur, pincode: "744101", zone: "Andaman and Nicobar", deliveryBy: "2026-12-04", codAvailable: false, extraCharge: "99.00" };

const saved = { firstName: "Asha", lastName: "Verma", address: "12 MG Road", city: "Jaipur", state: "Rajasthan", pincode: "302001", phone: "9876543210" };
const office = { ...saved, address: "4th Floor, Tonk Road", pincode: "302015" };

function shop({ online = true, addresses = [] as (typeof saved)[], codMaxOrderAmount = "50000.00" } = {}) {
  const server = fakeServer();
  server.answer("GET /api/orders/addresses", { status: 200, body: addresses });
  server.answer("GET /api/payment/config", { status: 200, body: { enabled: online, checkoutScriptUrl: null } });
  server.answer("GET /api/shop-settings", { status: 200, body: { pricesIncludeGst: false, codMaxOrderAmount } });
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

async function fillAddress(pincode: string, state = statesOfPinCode(pincode)[0] ?? "Rajasthan") {
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  await screen.findByRole("heading", { name: "Shipping Address" });
  fireEvent.change(field("First Name"), { target: { value: "Ananya" } });
  fireEvent.change(field("Last Name"), { target: { value: "Kapoor" } });
  fireEvent.change(field("Address"), { target: { value: "12 MI Road" } });
  fireEvent.change(field("City"), { target: { value: "Jaipur" } });
  fireEvent.change(field("State"), { target: { value: state } });
  fireEvent.change(field("Phone"), { target: { value: "+91 98765 43210" } });
  fireEvent.change(field("PIN Code"), { target: { value: pincode } });
}

beforeEach(() => clearToasts());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the checkout's address book", () => {
  const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

  it("starts with the last address used and offers the others", async () => {
    shop({ addresses: [saved, office] });
    await screen.findByRole("heading", { name: "Shipping Address" });
    expect(field("First Name").value).toBe("Asha");
    expect(field("Address").value).toBe("12 MG Road");
    expect(field("PIN Code").value).toBe("302001");
    expect(field("State").value).toBe("Rajasthan");
    fireEvent.change(field("Deliver to"), { target: { value: "1" } });
    expect(field("Address").value).toBe("4th Floor, Tonk Road");
    fireEvent.change(field("Deliver to"), { target: { value: "" } });
    expect(field("Address").value).toBe("");
  });

  it("starts with the PIN code checked in the cart, its state filled in", async () => {
    window.sessionStorage.setItem("kiddokart.delivery-pincode", "744101");
    try {
      shop({ addresses: [saved] });
      await screen.findByRole("heading", { name: "Shipping Address" });
      expect(field("PIN Code").value).toBe("744101");
      expect(field("State").value).toBe("Andaman and Nicobar Islands");
      expect(field("Address").value).toBe("");
    } finally {
      window.sessionStorage.clear();
    }
  });

  it("fills the state from a PIN code typed, and refuses at the field a PIN code of another state", async () => {
    shop();
    await screen.findByRole("heading", { name: "Shipping Address" });
    fireEvent.change(field("PIN Code"), { target: { value: "302001" } });
    expect(field("State").value).toBe("Rajasthan");
    fireEvent.change(field("State"), { target: { value: "Kerala" } });
    const pin = field("PIN Code");
    expect(pin.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(pin.getAttribute("aria-describedby")!)?.textContent).toBe("PIN code 302001 is in Rajasthan, not Kerala.");
  });
});

describe("the checkout's delivery check and price break-up", () => {
  it("shows items, GST, shipping and total, then the promise for the PIN code once typed", async () => {
    shop();
    await fillAddress("302001");
    expect(summaryRows()).toEqual(["Subtotal: ₹500.00", "GST (18%): ₹107.82", "Shipping: ₹99.00", "Total: ₹706.82"]);
    expect(await screen.findByText("Delivered by Thu, 26 Nov")).toBeTruthy();
    expect(summaryRows()).toEqual(["Subtotal: ₹500.00", "GST (18%): ₹107.82", "Shipping: ₹99.00", "Total: ₹706.82"]);
    expect((screen.getByRole("radio", { name: /Cash on Delivery/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("adds the zone's charge on its own line and to the total, and chooses paying online where cash on delivery is refused", async () => {
    shop();
    await fillAddress("744101");
    expect(await screen.findByText("Delivered by Fri, 4 Dec")).toBeTruthy();
    expect(summaryRows()).toEqual(["Subtotal: ₹500.00", "GST (18%): ₹125.64", "Shipping: ₹99.00", "Delivery charge (Andaman and Nicobar): ₹99.00", "Total: ₹823.64"]);
    const cod = screen.getByRole("radio", { name: /Cash on Delivery/ }) as HTMLInputElement;
    expect(cod.disabled).toBe(true);
    expect(cod.checked).toBe(false);
    expect(screen.getByText("Cash on delivery is not available for PIN code 744101. Please pay online.")).toBeTruthy();
    expect((screen.getByRole("radio", { name: /Pay Online/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("button", { name: "Pay Now" })).toBeTruthy();
  });

  it("offers only paying online, saying why, when the total is above the largest cash-on-delivery order", async () => {
    shop({ codMaxOrderAmount: "700.00" });
    await fillAddress("302001");
    expect(await screen.findByText("Delivered by Thu, 26 Nov")).toBeTruthy();
    const cod = screen.getByRole("radio", { name: /Cash on Delivery/ }) as HTMLInputElement;
    expect(cod.disabled).toBe(true);
    expect(screen.getByText("Cash on delivery is available for orders up to ₹700.00. Please pay online for this order.")).toBeTruthy();
    expect((screen.getByRole("radio", { name: /Pay Online/ }) as HTMLInputElement).checked).toBe(true);
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
    expect(placed?.body).toMatchObject({ orderData: { total: "706.82", paymentMethod: "cod" } });
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
