// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { paths } from "@/config/paths";
import { createQueryClient } from "@/lib/query-client";
import { fakeServer } from "@/test/hook-harness";
import { AdminProductsPage } from "./products";
import { AdminSearchSynonymsPage } from "./search-synonyms";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("is reached from the header of Manage Products, and leads back to it", async () => {
  const server = fakeServer();
  server.answer("GET /api/admin/products?limit=10&offset=0", { status: 200, body: { products: [], total: 0 } });
  for (const list of ["/api/categories-with-subcategories", "/api/brands", "/api/subcategories", "/api/admin/categories"]) server.answer(`GET ${list}`, { status: 200, body: [] });
  server.answer("GET /api/admin/search-synonyms", { status: 200, body: { groups: [{ id: 1, terms: ["nappy", "diaper"] }] } });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[paths.admin.products.href()]}>
        <Routes>
          <Route path={paths.admin.products.path} element={<AdminProductsPage />} />
          <Route path={paths.admin.searchSynonyms.path} element={<AdminSearchSynonymsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

  fireEvent.click(screen.getByRole("link", { name: "Search synonyms" }));
  expect(screen.getByRole("heading", { level: 1, name: "Search synonyms" })).toBeTruthy();
  expect(document.title).toBe("Search synonyms | KiddoKart");
  expect(await screen.findByRole("list", { name: "nappy · diaper" })).toBeTruthy();

  fireEvent.click(screen.getByRole("link", { name: "Products" }));
  expect(screen.getByRole("heading", { level: 1, name: "Manage Products" })).toBeTruthy();
});
