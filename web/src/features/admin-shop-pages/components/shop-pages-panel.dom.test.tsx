// @vitest-environment jsdom
import type { AdminShopPage } from "@shared/schemas/shop-pages";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { queryKeys } from "@/lib/query-keys";
import { ShopPagesPanel } from "./shop-pages-panel";

const page = (slug: AdminShopPage["slug"], title: string): AdminShopPage => ({
  slug,
  title,
  description: `About ${title}.`,
  body: `## ${title}`,
  hasDetails: false,
  updatedAt: "2026-11-20T10:00:00.000Z",
});
const pages = [page("faqs", "Frequently Asked Questions"), page("shipping-and-delivery", "Shipping & Delivery")];

function renderPanel() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.admin.shopPages(), pages);
  const router = createMemoryRouter(
    [
      {
        path: "/admin/settings/pages",
        element: (
          <>
            <Link to="/admin/orders">Orders</Link>
            <ShopPagesPanel />
          </>
        ),
      },
      { path: "/admin/orders", element: <h1>Orders page</h1> },
    ],
    { initialEntries: ["/admin/settings/pages?page=faqs"] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const body = () => screen.getByRole("textbox", { name: "Text (Markdown)" }) as HTMLTextAreaElement;
const question = () => screen.queryByRole("dialog", { name: "Leave without saving?" });
const pageChoice = (title: string) => screen.getByRole("button", { name: new RegExp(`^${title}`) });

afterEach(cleanup);

describe("Settings › Pages with unsaved changes", () => {
  it("asks before following a back-office link; keeping editing keeps the text", () => {
    const router = renderPanel();
    fireEvent.change(body(), { target: { value: "## Orders\n\nA new answer" } });
    fireEvent.click(screen.getByRole("link", { name: "Orders" }));

    expect(question()).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Keep editing" }));
    expect(question()).toBeNull();
    expect(router.state.location.pathname).toBe("/admin/settings/pages");
    expect(body().value).toBe("## Orders\n\nA new answer");
  });

  it("asks before switching to another page, from the list and from the phone's picker", () => {
    const router = renderPanel();
    fireEvent.change(body(), { target: { value: "A new answer" } });

    fireEvent.click(pageChoice("Shipping & Delivery"));
    expect(question()).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Keep editing" }));
    expect(router.state.location.search).toBe("?page=faqs");

    fireEvent.change(screen.getByRole("combobox", { name: "Page" }), { target: { value: "shipping-and-delivery" } });
    expect(question()).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Leave without saving" }));
    expect(router.state.location.search).toBe("?page=shipping-and-delivery");
    expect(body().value).toBe("## Shipping & Delivery");
  });

  it("switches page and follows links without asking while nothing is changed", () => {
    const router = renderPanel();
    fireEvent.click(pageChoice("Shipping & Delivery"));
    expect(question()).toBeNull();
    expect(body().value).toBe("## Shipping & Delivery");

    fireEvent.click(screen.getByRole("link", { name: "Orders" }));
    expect(question()).toBeNull();
    expect(router.state.location.pathname).toBe("/admin/orders");
  });
});
