import { afterEach, beforeEach, expect, it, vi } from "vitest";

// The page as the server wrote it: one answer embedded, under its canonical address.
const embedded = { "/api/products?limit=12&offset=0&sortBy=createdAt&sortOrder=desc": { products: [{ id: 7 }], total: 1 } };

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal("document", { getElementById: (id: string) => (id === "page-data" ? { textContent: JSON.stringify(embedded) } : null) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

it("hands over the answer the page came with, whatever the order of the address's parameters, once", async () => {
  const { takePageData } = await import("./page-data");
  expect(takePageData("/api/products?sortBy=createdAt&sortOrder=desc&limit=12&offset=0")).toEqual({ products: [{ id: 7 }], total: 1 });
  expect(takePageData("/api/products?sortBy=createdAt&sortOrder=desc&limit=12&offset=0")).toBeUndefined();
});

it("has nothing for other addresses, nor when the page carries no answers or a broken copy", async () => {
  const { takePageData } = await import("./page-data");
  expect(takePageData("/api/products?limit=24")).toBeUndefined();

  vi.resetModules();
  vi.stubGlobal("document", { getElementById: () => ({ textContent: "{not json" }) });
  expect((await import("./page-data")).takePageData("/api/brands")).toBeUndefined();
});

it("starts a product list query with the page's answer, so the first render shows the products", async () => {
  const { QueryClient } = await import("@tanstack/react-query");
  const { productsQueryOptions } = await import("@/features/catalog/api/get-products");
  const client = new QueryClient();
  const fetch = vi.fn();
  vi.stubGlobal("fetch", fetch);
  const data = await client.ensureQueryData({ ...productsQueryOptions({ limit: 12, offset: 0, sortBy: "createdAt", sortOrder: "desc" }), staleTime: Infinity });
  expect(data).toEqual({ products: [{ id: 7 }], total: 1 });
  expect(fetch).not.toHaveBeenCalled();
});
