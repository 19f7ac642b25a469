// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts } from "@/components/ui/use-toast";
import { createQueryClient } from "@/lib/query-client";
import { fakeServer } from "@/test/hook-harness";
import { DeliverySettingsPanel } from "./delivery-settings-panel";

const ZONES = "GET /api/admin/delivery/zones";
const HOLIDAYS = "GET /api/admin/delivery/holidays";
const islands = { id: 3, name: "Islands", minDays: 6, maxDays: 8, codAllowed: false, extraCharge: "99.00", areas: [{ from: "744000", to: "744999" }, { state: "Lakshadweep" }] };

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DeliverySettingsPanel />
    </QueryClientProvider>,
  );
}

beforeEach(() => clearToasts());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Settings › Delivery", () => {
  it("says what the shop does with no zones and no holidays", async () => {
    const server = fakeServer();
    server.answer(ZONES, { status: 200, body: { zones: [] } });
    server.answer(HOLIDAYS, { status: 200, body: { holidays: [] } });
    renderPanel();
    expect(await screen.findByText("No delivery zones: the shop delivers everywhere in 3–5 working days with cash on delivery.")).toBeTruthy();
    expect(await screen.findByText("No holidays: only Sundays are skipped.")).toBeTruthy();
  });

  it("lists each zone with its areas, days, cash on delivery and charge", async () => {
    const server = fakeServer();
    server.answer(ZONES, { status: 200, body: { zones: [islands] } });
    server.answer(HOLIDAYS, { status: 200, body: { holidays: [{ day: "2026-01-26", name: "Republic Day" }] } });
    renderPanel();
    const [row] = await screen.findAllByTestId("delivery-zone");
    expect(within(row!).getByText("744, Lakshadweep")).toBeTruthy();
    expect(within(row!).getByText("6–8 working days")).toBeTruthy();
    expect(within(row!).getByText("No cash on delivery")).toBeTruthy();
    expect(within(row!).getByText("+ ₹99.00")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Remove Republic Day (Mon, 26 Jan 2026)" })).toBeTruthy();
  });

  it("adds a zone from areas typed the owner's way, and shows a refused area at the field", async () => {
    const server = fakeServer();
    server.answer(ZONES, { status: 200, body: { zones: [] } });
    server.answer(HOLIDAYS, { status: 200, body: { holidays: [] } });
    server.answer("POST /api/admin/delivery/zones", { status: 201, body: islands });
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: "Add zone" }));
    const dialog = await screen.findByRole("dialog", { name: "Add delivery zone" });
    fireEvent.change(within(dialog).getByLabelText("Zone name"), { target: { value: "Islands" } });
    fireEvent.change(within(dialog).getByLabelText("Most days"), { target: { value: "8" } });
    fireEvent.change(within(dialog).getByLabelText("Fewest days"), { target: { value: "6" } });
    fireEvent.change(within(dialog).getByLabelText("Extra charge (₹)"), { target: { value: "99" } });
    // The caption says the state the switch is in.
    expect(within(dialog).getByTestId("zone-cod-caption").textContent).toBe("On: shoppers here may pay cash on delivery.");
    fireEvent.click(within(dialog).getByRole("switch", { name: /Cash on delivery/ }));
    expect(within(dialog).getByTestId("zone-cod-caption").textContent).toBe("Off: shoppers here must pay online.");
    const areas = within(dialog).getByLabelText("Areas");
    fireEvent.change(areas, { target: { value: "744, Lakshadweeep" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add zone" }));
    expect(await within(dialog).findByText('"Lakshadweeep" is not a PIN code, a range of PIN codes or a state')).toBeTruthy();
    expect(document.activeElement).toBe(areas);
    expect(server.sent.some((request) => request.method === "POST")).toBe(false);

    fireEvent.change(areas, { target: { value: "744\nLakshadweep" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add zone" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.sent.find((request) => request.method === "POST")?.body).toEqual({
      name: "Islands",
      minDays: 6,
      maxDays: 8,
      codAllowed: false,
      extraCharge: "99",
      areas: [{ prefix: "744" }, { state: "Lakshadweep" }],
    });
  });

  it("adds a holiday with its date and name", async () => {
    const server = fakeServer();
    server.answer(ZONES, { status: 200, body: { zones: [] } });
    server.answer(HOLIDAYS, { status: 200, body: { holidays: [] } });
    server.answer("POST /api/admin/delivery/holidays", { status: 201, body: { day: "2026-11-08", name: "Diwali" } });
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: "Add holiday" }));
    expect(await screen.findByText("Choose a date")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-11-08" } });
    fireEvent.change(screen.getByLabelText("Holiday name"), { target: { value: "Diwali" } });
    fireEvent.click(screen.getByRole("button", { name: "Add holiday" }));
    await waitFor(() => expect(server.sent.find((request) => request.method === "POST")?.body).toEqual({ day: "2026-11-08", name: "Diwali" }));
  });
});
