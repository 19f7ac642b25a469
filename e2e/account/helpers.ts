import type { Page } from "@playwright/test";

/** The shop's toast area (one toast at a time); look for a toast's title and description inside it. */
export function toasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

/** Opens the header's account menu. */
export async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: "Account", exact: true }).click();
  return page.getByRole("menu");
}

/** Two products of the demo catalogue, by id. */
export async function someProductIds(page: Page): Promise<[number, number]> {
  const response = await page.request.get("/api/products?limit=2");
  const { products } = (await response.json()) as { products: { id: number }[] };
  return [products[0]!.id, products[1]!.id];
}
