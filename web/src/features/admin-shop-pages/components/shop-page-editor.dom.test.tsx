// @vitest-environment jsdom
import type { AdminShopPage, ShopPage } from "@shared/schemas/shop-pages";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts, getToasts } from "@/components/ui/use-toast";
import { createQueryClient } from "@/lib/query-client";
import { queryKeys } from "@/lib/query-keys";
import { fakeServer } from "@/test/hook-harness";
import { ShopPageEditor } from "./shop-page-editor";

const faqs: AdminShopPage = {
  slug: "faqs",
  title: "Frequently Asked Questions",
  description: "Answers for parents.",
  body: "## Orders\n\nHow to order.",
  hasDetails: false,
  updatedAt: "2026-11-20T10:00:00.000Z",
};
const storefrontCopy: ShopPage = { slug: "faqs", title: faqs.title, description: faqs.description, html: "<h2>Orders</h2>", details: null, updatedAt: faqs.updatedAt };

function renderEditor(page = faqs) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.shopPages.page("faqs"), storefrontCopy);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ShopPageEditor page={page} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement | HTMLTextAreaElement;

beforeEach(() => clearToasts());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the page editor", () => {
  it("saves the page and makes the storefront read it again at once", async () => {
    const server = fakeServer();
    const saved = { ...faqs, body: "## Sundays\n\nNo deliveries.", updatedAt: "2026-11-24T10:00:00.000Z" };
    server.answer("PUT /api/admin/pages/faqs", { status: 200, body: { page: saved } });
    server.answer("GET /api/admin/pages", { status: 200, body: { pages: [saved] } });
    const queryClient = renderEditor();

    fireEvent.change(field("Text (Markdown)"), { target: { value: saved.body } });
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save page" }));

    await waitFor(() => expect(getToasts().find((toast) => toast.open)?.title).toBe("Page saved"));
    expect(server.sent.find((call) => call.method === "PUT")?.body).toEqual({ title: faqs.title, description: faqs.description, body: saved.body });
    expect(queryClient.getQueryState(queryKeys.shopPages.page("faqs"))?.isInvalidated).toBe(true);
  });

  it("refuses an empty title before sending, and shows the server's refusal at its field", async () => {
    const server = fakeServer();
    server.answer("PUT /api/admin/pages/faqs", { status: 400, body: { code: "invalid_input", field: "description", message: "description: Description may have at most 300 characters" } });
    renderEditor();

    fireEvent.change(field("Title"), { target: { value: "  " } });
    fireEvent.click(screen.getByRole("button", { name: "Save page" }));
    expect(await screen.findByText("Title is required")).toBeTruthy();
    expect(document.activeElement).toBe(field("Title"));
    expect(server.sent).toEqual([]);

    fireEvent.change(field("Title"), { target: { value: "FAQs" } });
    fireEvent.click(screen.getByRole("button", { name: "Save page" }));
    expect(await screen.findByText("description: Description may have at most 300 characters")).toBeTruthy();
    expect(document.activeElement).toBe(field("Description"));
  });

  it("previews the text as the server renders it", async () => {
    const server = fakeServer();
    server.answer("POST /api/admin/pages/preview", { status: 200, body: { html: "<h2>Orders</h2><p>&lt;script&gt;</p>" } });
    renderEditor();
    fireEvent.click(screen.getByRole("tab", { name: "Preview" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Orders" })).toBeTruthy();
    expect(screen.getByText("<script>")).toBeTruthy();
    expect(server.sent[0]?.body).toEqual({ body: faqs.body });
  });
});
