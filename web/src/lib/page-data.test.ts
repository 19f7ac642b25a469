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

it("answers the page's first request from the HTML, whatever the order of its parameters, once", async () => {
  const fetch = vi.fn(async () => new Response('{"products":[],"total":0}', { status: 200 }));
  vi.stubGlobal("fetch", fetch);
  const { api } = await import("./api-client");

  expect(await api.get("/api/products?sortBy=createdAt&sortOrder=desc&limit=12&offset=0")).toEqual({ products: [{ id: 7 }], total: 1 });
  expect(fetch).not.toHaveBeenCalled();
  expect(await api.get("/api/products?sortBy=createdAt&sortOrder=desc&limit=12&offset=0")).toEqual({ products: [], total: 0 });
  expect(fetch).toHaveBeenCalledTimes(1);
});

it("asks the server for everything the page did not come with, and for every write", async () => {
  const fetch = vi.fn(async () => new Response("{}", { status: 200 }));
  vi.stubGlobal("fetch", fetch);
  const { api } = await import("./api-client");

  await api.get("/api/products?limit=24");
  await api.post("/api/products?limit=12&offset=0&sortBy=createdAt&sortOrder=desc", {});
  expect(fetch).toHaveBeenCalledTimes(2);
});
