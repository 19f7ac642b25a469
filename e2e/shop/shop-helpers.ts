import type { ProductSummary } from "@shared/schemas/catalog";
import { type Browser, expect, type Page } from "@playwright/test";
import { orderTotals } from "@shared/pricing";
import { admin, registerViaApi, signInViaApi } from "../fixtures";

/** A new customer, registered and signed in in the page's browser context. */
export async function signedInCustomer(page: Page) {
  const customer = await registerViaApi(page.request);
  await signInViaApi(page, customer.email, customer.password);
  return customer;
}

/**
 * Products in stock (at least `minStock` of each), read from the API at run time. `skip` leaves out the
 * first few so tests running one after another do not keep buying the same products.
 */
export async function productsInStock(page: Page, count: number, { minStock = 5, maxStock = Infinity, skip = 0 } = {}): Promise<ProductSummary[]> {
  const response = await page.request.get("/api/products?limit=100&sortBy=name&sortOrder=asc");
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: ProductSummary[] };
  const found = products.filter((product) => !product.hasOptions && product.stockQuantity >= minStock && product.stockQuantity <= maxStock).slice(skip, skip + count);
  expect(found.length, "enough products in stock").toBe(count);
  return found;
}

export async function addToCartViaApi(page: Page, productId: number, quantity = 1) {
  const response = await page.request.post("/api/cart", { data: { productId, quantity } });
  expect(response.status(), await response.text()).toBe(201);
}

type CartLine = { id: string; quantity: number; product: { id: number; stockQuantity: number; gstRate: number } };

export async function cartViaApi(page: Page): Promise<CartLine[]> {
  const response = await page.request.get("/api/cart");
  expect(response.ok()).toBe(true);
  return (await response.json()) as CartLine[];
}

/** The GST rate of each product in the customer's cart, as the server prices it. */
export async function cartGstRates(page: Page): Promise<Map<number, number>> {
  return new Map((await cartViaApi(page)).map((line) => [line.product.id, line.product.gstRate]));
}

/** What a shopper pays for one unit, in paise. */
export function unitPaise(product: Pick<ProductSummary, "price" | "salePrice">): number {
  return Math.round(Number(product.salePrice ?? product.price) * 100);
}

/** "₹1,234.50", as the shop shows an amount in paise. */
export function rupees(paise: number): string {
  return new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(paise / 100);
}

/**
 * The shop's totals rule as the journeys' shop runs it (prices include GST, the default; GST per line at
 * its rate, 18% when not given; ₹99 shipping up to ₹999, taxed with the goods), in paise.
 */
export function totalsOf(lines: { unit: number; quantity: number; gstRate?: number }[]) {
  return orderTotals(
    lines.map((line) => ({ unitPrice: line.unit, quantity: line.quantity, gstRate: line.gstRate })),
    { pricesIncludeGst: true },
  );
}

export const address = {
  firstName: "Ananya",
  lastName: "Kapoor",
  address: "12 MI Road, C-Scheme",
  city: "Jaipur",
  state: "Rajasthan",
  pincode: "302001",
  phone: "+91 98765 43210",
};

/** Fills the checkout's shipping address. */
export async function fillShippingAddress(page: Page) {
  const form = page.locator("form");
  await form.getByLabel("First Name", { exact: true }).fill(address.firstName);
  await form.getByLabel("Last Name", { exact: true }).fill(address.lastName);
  await form.getByLabel("Address", { exact: true }).fill(address.address);
  await form.getByLabel("City", { exact: true }).fill(address.city);
  await form.getByLabel("State", { exact: true }).selectOption(address.state);
  await form.getByLabel("PIN Code", { exact: true }).fill(address.pincode);
  await form.getByLabel("Phone", { exact: true }).fill(address.phone);
}

/** Sets an order's status as the administrator, from a browser context of its own. */
export async function setOrderStatusAsAdmin(browser: Browser, orderId: string, status: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signInViaApi(page, admin.email, admin.password);
    const response = await page.request.put(`/api/admin/orders/${orderId}/status`, { data: { status } });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await context.close();
  }
}

/** The shop's toast area (one toast at a time). */
export function toasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}
