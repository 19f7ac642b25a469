import { expect, it } from "vitest";
import { canonicalApiUrl } from "./api-url";
import { CATALOG_API, FIRST_SCREEN_PRODUCTS } from "./catalog-api";

it("spells the first screens' addresses as the server keys their answers in the page", () => {
  expect(canonicalApiUrl(CATALOG_API.products(FIRST_SCREEN_PRODUCTS.featured))).toBe("/api/products?featured=true&limit=8");
  expect(canonicalApiUrl(CATALOG_API.products(FIRST_SCREEN_PRODUCTS.plainList))).toBe("/api/products?limit=12&offset=0&sortBy=createdAt&sortOrder=desc");
  expect(CATALOG_API.product("teddy & friends")).toBe("/api/products/teddy%20%26%20friends");
});

it("leaves empty values out of a product list's address", () => {
  expect(CATALOG_API.products({ search: "", limit: 12, offset: 0, brandId: undefined })).toBe("/api/products?limit=12&offset=0");
});
