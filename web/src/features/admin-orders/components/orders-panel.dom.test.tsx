// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { OrdersPanel } from "./orders-panel";

let asked: string[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal("fetch", async (url: string) => {
    asked.push(url);
    return new Response("[]", { status: 200, headers: { "content-type": "application/json", "x-total-count": "0" } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderPanel(address: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <OrdersPanel />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const address = () => screen.getByTestId("address").textContent;

describe("Manage Orders' filters in the URL", () => {
  it("lists what the URL asks for, from the dashboard's link or a reload", async () => {
    renderPanel("/admin/orders?queue=to-ship&search=asha&placedFrom=2026-11-01&placedTo=2026-11-27&page=2");
    await waitFor(() => expect(asked).toContain("/api/admin/orders?queue=to-ship&search=asha&placedFrom=2026-11-01&placedTo=2026-11-27&limit=20&offset=20"));
    expect(screen.getByLabelText<HTMLInputElement>("Search orders").value).toBe("asha");
    expect(screen.getByLabelText<HTMLInputElement>("Placed from").value).toBe("2026-11-01");
    expect(screen.getByLabelText<HTMLInputElement>("Placed to").value).toBe("2026-11-27");
    expect(screen.getByRole("combobox", { name: "Show" }).textContent).toBe("To ship");
    expect(await screen.findByText("No order matches these filters. Try other words or days, or clear the filters.")).toBeTruthy();
  });

  it("keeps both days picked before the list renders again", () => {
    renderPanel("/admin/orders?status=confirmed");
    act(() => {
      fireEvent.change(screen.getByLabelText("Placed from"), { target: { value: "2026-11-20" } });
      fireEvent.change(screen.getByLabelText("Placed to"), { target: { value: "2026-11-21" } });
    });
    expect(address()).toBe("/admin/orders?status=confirmed&placedFrom=2026-11-20&placedTo=2026-11-21");
  });

  it("puts a search and the days placed in the URL, back on page 1, and Clear Filters empties it", async () => {
    renderPanel("/admin/orders?status=confirmed&page=3");
    fireEvent.change(screen.getByLabelText("Search orders"), { target: { value: "  98765 " } });
    fireEvent.submit(screen.getByRole("search"));
    expect(address()).toBe("/admin/orders?status=confirmed&search=98765");
    fireEvent.change(screen.getByLabelText("Placed from"), { target: { value: "2026-11-20" } });
    fireEvent.change(screen.getByLabelText("Placed to"), { target: { value: "2026-11-21" } });
    expect(address()).toBe("/admin/orders?status=confirmed&search=98765&placedFrom=2026-11-20&placedTo=2026-11-21");
    await waitFor(() => expect(asked).toContain("/api/admin/orders?status=confirmed&search=98765&placedFrom=2026-11-20&placedTo=2026-11-21&limit=20&offset=0"));
    fireEvent.change(screen.getByLabelText("Placed from"), { target: { value: "2026-11-25" } });
    expect(address()).toBe("/admin/orders?status=confirmed&search=98765&placedFrom=2026-11-25&placedTo=2026-11-25");
    fireEvent.change(screen.getByLabelText("Placed to"), { target: { value: "2026-11-02" } });
    expect(address()).toBe("/admin/orders?status=confirmed&search=98765&placedFrom=2026-11-02&placedTo=2026-11-02");
    fireEvent.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(address()).toBe("/admin/orders");
    expect(screen.getByLabelText<HTMLInputElement>("Search orders").value).toBe("");
    expect(await screen.findByText("Orders will appear here once customers start placing them")).toBeTruthy();
  });

  it("searches by itself a moment after the last key", async () => {
    renderPanel("/admin/orders");
    fireEvent.change(screen.getByLabelText("Search orders"), { target: { value: "KK-2611" } });
    expect(address()).toBe("/admin/orders");
    await waitFor(() => expect(address()).toBe("/admin/orders?search=KK-2611"));
  });
});
