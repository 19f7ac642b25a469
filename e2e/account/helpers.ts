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
  const response = await page.request.get("/api/products?limit=12");
  const { products } = (await response.json()) as { products: { id: number; stockQuantity: number; hasOptions: boolean }[] };
  // A product sold in options is added by its variant: these two are named by the product alone.
  const [first, second] = products.filter((product) => !product.hasOptions && product.stockQuantity >= 2);
  return [first!.id, second!.id];
}

/**
 * Pages arrive without the data the server rendered them from, so the app in the browser asks the API
 * itself (and a test can answer some of its calls with page.route). The server's own reading of who
 * is signed in cannot be faked from the browser; this lets a test show the app a user the server
 * would not.
 */
export async function renderInTheBrowser(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith("/api/") && !url.pathname.startsWith("/assets/"),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch({ maxRedirects: 0 });
      const html = (await response.text()).replace(/<script id="query-state"[^>]*>[\s\S]*?<\/script>/, "");
      await route.fulfill({ response, body: html });
    },
  );
}
