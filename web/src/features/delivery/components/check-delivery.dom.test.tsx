// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { fakeServer } from "@/test/hook-harness";
import { CheckDelivery } from "./check-delivery";

const CHECK = (pincode: string) => `GET /api/delivery/check?pincode=${pincode}`;
const jaipur = {
  pincode: "302001",
  deliverable: true,
  zone: "Rajasthan",
  minDays: 2,
  maxDays: 3,
  deliveryFrom: "2026-11-25",
  deliveryBy: "2026-11-26",
  codAvailable: true,
  extraCharge: "0.00",
};
const portBlair = { ...jaipur, pincode: "744101", zone: "Andaman and Nicobar", deliveryBy: "2026-12-04", codAvailable: false, extraCharge: "99.00" };

function renderWidget(address = "/products/pampers-pants") {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <CheckDelivery />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const pinField = () => screen.getByRole("textbox", { name: "PIN code" });
const answer = () => screen.getByRole("status");

function check(pincode: string) {
  fireEvent.change(pinField(), { target: { value: pincode } });
  fireEvent.click(screen.getByRole("button", { name: "Check" }));
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Check delivery", () => {
  it("asks for a PIN code with the numeric keyboard, six digits at most", () => {
    fakeServer();
    renderWidget();
    expect(screen.getByRole("region", { name: "Check delivery" })).toBeTruthy();
    expect(pinField().getAttribute("inputmode")).toBe("numeric");
    expect(pinField().getAttribute("maxlength")).toBe("6");
    fireEvent.change(pinField(), { target: { value: "30a20-01x9" } });
    expect((pinField() as HTMLInputElement).value).toBe("302001");
  });

  it("refuses fewer than six digits at the field, without asking the shop", () => {
    const server = fakeServer();
    renderWidget();
    check("3020");
    expect(screen.getByText("Enter a 6-digit PIN code")).toBeTruthy();
    expect(pinField().getAttribute("aria-invalid")).toBe("true");
    expect(pinField().getAttribute("aria-describedby")).toBe(screen.getByText("Enter a 6-digit PIN code").id);
    expect(document.activeElement).toBe(pinField());
    expect(server.sent).toHaveLength(0);
  });

  it("says by when a delivered PIN code gets its parcel and that cash on delivery is available", async () => {
    const server = fakeServer();
    server.answer(CHECK("302001"), { status: 200, body: jaipur });
    renderWidget();
    check("302001");
    expect(await within(answer()).findByText("Delivered by Thu, 26 Nov")).toBeTruthy();
    expect(within(answer()).getByText("Cash on delivery available")).toBeTruthy();
    expect(within(answer()).queryByText(/Delivery charge/)).toBeNull();
    expect(screen.getByText("302001")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "PIN code" })).toBeNull();
  });

  it("names the zone's extra charge and says when cash on delivery is not available", async () => {
    const server = fakeServer();
    server.answer(CHECK("744101"), { status: 200, body: portBlair });
    renderWidget();
    check("744101");
    expect(await within(answer()).findByText("Delivered by Fri, 4 Dec")).toBeTruthy();
    expect(within(answer()).getByText("Cash on delivery not available")).toBeTruthy();
    expect(within(answer()).getByText("Delivery charge of ₹99.00 for Andaman and Nicobar")).toBeTruthy();
  });

  it("says when the shop does not deliver to a PIN code", async () => {
    const server = fakeServer();
    server.answer(CHECK("999999"), { status: 200, body: { pincode: "999999", deliverable: false } });
    renderWidget();
    check("999999");
    expect(await within(answer()).findByText("We do not deliver to PIN code 999999 yet.")).toBeTruthy();
  });

  it("offers to try again when the shop cannot answer", async () => {
    const server = fakeServer();
    server.answer(CHECK("302001"), { status: 500, body: { message: "Internal Server Error", code: "internal" } }, { status: 200, body: jaipur });
    renderWidget();
    check("302001");
    expect(await within(answer()).findByText(/Delivery could not be checked/)).toBeTruthy();
    fireEvent.click(within(answer()).getByRole("button", { name: "Try again" }));
    expect(await within(answer()).findByText("Delivered by Thu, 26 Nov")).toBeTruthy();
  });

  it("remembers the PIN code for the visit, and Change asks for another with the last one filled in", async () => {
    const server = fakeServer();
    server.answer(CHECK("302001"), { status: 200, body: jaipur });
    server.answer(CHECK("744101"), { status: 200, body: portBlair });
    const first = renderWidget();
    check("302001");
    await within(answer()).findByText("Delivered by Thu, 26 Nov");
    first.unmount();

    // Another product page in the same visit answers at once for the same PIN code.
    renderWidget();
    expect(await within(answer()).findByText("Delivered by Thu, 26 Nov")).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Change PIN code 302001" }));
    expect((pinField() as HTMLInputElement).value).toBe("302001");
    check("744101");
    expect(await within(answer()).findByText("Delivered by Fri, 4 Dec")).toBeTruthy();
    expect(window.sessionStorage.getItem("kiddokart.delivery-pincode")).toBe("744101");
  });

  it("is a plain GET form to its own page, and answers a PIN code the address asked about", async () => {
    const server = fakeServer();
    server.answer(CHECK("302001"), { status: 200, body: jaipur });
    const { container, unmount } = renderWidget("/products/pampers-pants");
    expect(container.querySelector("form")?.getAttribute("method")).toBe("get");
    expect(container.querySelector("form")?.getAttribute("action")).toBe("/products/pampers-pants");
    unmount();

    renderWidget("/products/pampers-pants?pincode=302001");
    expect(await within(answer()).findByText("Delivered by Thu, 26 Nov")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Change PIN code 302001" }).getAttribute("href")).toBe("/products/pampers-pants");
    expect(window.sessionStorage.getItem("kiddokart.delivery-pincode")).toBe("302001");
  });

  it("says what is wrong with a PIN code the address asked about", () => {
    renderWidget("/cart?pincode=12");
    expect(screen.getByText("Enter a 6-digit PIN code")).toBeTruthy();
    expect((pinField() as HTMLInputElement).value).toBe("12");
  });
});
