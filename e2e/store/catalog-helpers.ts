import type { ProductDetail, ProductListResponse, ProductSummary } from "@shared/schemas/catalog";
import { expect, type Page } from "@playwright/test";

/** What the API says, read at run time (the tests never assume the demo catalogue's exact content). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export function listProducts(page: Page, query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return apiGet<ProductListResponse>(page, `/api/products?${search.toString()}`);
}

export function getProduct(page: Page, slug: string) {
  return apiGet<ProductDetail>(page, `/api/products/${slug}`);
}

/** Every active product (a few pages of 100), for finding one with a property (sold out, many pictures…). */
export async function allProducts(page: Page): Promise<ProductSummary[]> {
  const products: ProductSummary[] = [];
  for (let offset = 0; ; offset += 100) {
    const batch = await listProducts(page, { limit: 100, offset, sortBy: "createdAt", sortOrder: "desc" });
    products.push(...batch.products);
    if (products.length >= batch.total || batch.products.length === 0) return products;
  }
}

/** What a shopper pays for one unit, in paise. */
export function unitPaise(product: Pick<ProductSummary, "price" | "salePrice">): number {
  return Math.round(Number(product.salePrice ?? product.price) * 100);
}

/** The products page's list of cards. */
export function productList(page: Page) {
  return page.getByRole("list", { name: "Products" });
}

/** The names on the cards, in order, once they equal `names`. */
export async function expectProductNames(page: Page, names: string[]) {
  await expect(productList(page).getByRole("heading", { level: 3 })).toHaveText(names);
}

/** The card of one product. */
export function productCard(page: Page, name: string) {
  return productList(page).getByRole("article", { name, exact: true });
}

/** The shop's toast area (one toast at a time). */
export function toasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}
