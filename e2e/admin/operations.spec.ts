import type { Page } from "@playwright/test";
import { decimalToPaise, paiseToDecimal } from "@shared/money";
import { totalsOf } from "../shop/shop-helpers";
import { openAccountMenu, toasts } from "../account/helpers";
import { admin, expect, expectAccessible, registerViaApi, signInViaApi, test, waitForApp } from "../fixtures";

interface ListedProduct {
  id: number;
  slug: string;
  name: string;
  price: string;
  salePrice: string | null;
  stockQuantity: number;
  hasOptions: boolean;
}

const address = {
  firstName: "Ananya",
  lastName: "Kapoor",
  address: "12 MI Road",
  city: "Jaipur",
  state: "Rajasthan",
  pincode: "302001",
  phone: "+91 98765 43210",
};

/** Puts the product in the customer's cart, then places a cash-on-delivery order at the server's totals. */
async function placeCodOrder(page: Page, product: ListedProduct, quantity: number): Promise<string> {
  const added = await page.request.post("/api/cart", { data: { productId: product.id, quantity } });
  expect(added.ok(), await added.text()).toBe(true);
  const { gstRate } = ((await added.json()) as { product: { gstRate: number } }).product;
  const unitPrice = decimalToPaise(product.salePrice ?? product.price)!;
  const totals = totalsOf([{ unit: unitPrice, quantity, gstRate }]);
  const response = await page.request.post("/api/orders", {
    data: {
      orderData: {
        subtotal: paiseToDecimal(totals.subtotal),
        tax: paiseToDecimal(totals.tax),
        shipping: paiseToDecimal(totals.shipping),
        total: paiseToDecimal(totals.total),
        shippingAddress: address,
        paymentMethod: "cod",
      },
      items: [{ productId: product.id, quantity }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { order } = (await response.json()) as { order: { orderNumber: string } };
  return order.orderNumber;
}

async function stockOf(page: Page, slug: string): Promise<number> {
  const response = await page.request.get(`/api/products/${slug}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { stockQuantity: number }).stockQuantity;
}

test("the administrator follows customers' orders, manages their rights and sees the day's sales", async ({ page, browser }) => {
  // A customer, in a browser of their own, places two cash-on-delivery orders.
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const customer = await registerViaApi(customerPage.request);
  await signInViaApi(customerPage, customer.email, customer.password);
  const listing = await customerPage.request.get("/api/products?limit=12");
  const { products } = (await listing.json()) as { products: ListedProduct[] };
  const [first, second] = products.filter((product) => product.stockQuantity >= 3 && !product.hasOptions);
  expect(first && second).toBeTruthy();
  const shippedNumber = await placeCodOrder(customerPage, first!, 1);
  const cancelledNumber = await placeCodOrder(customerPage, second!, 2);

  // The dashboard shows both among the recent orders.
  await signInViaApi(page, admin.email, admin.password);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText("Welcome back,")).toBeVisible();
  await expect(page.getByText(`#${shippedNumber}`)).toBeVisible();
  await expect(page.getByText(`#${cancelledNumber}`)).toBeVisible();
  await expect(page.getByTestId("stat-total-revenue")).toHaveText(/^₹[\d,]+$/);
  await expect(page.getByTestId("stat-total-revenue").locator("..")).toContainText("excluding cancelled orders, net of refunds");
  await expectAccessible(page);

  // Manage Orders: the details, then one order shipped and the other cancelled.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Orders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Manage Orders" })).toBeVisible();
  await expect(page.getByText(/Total Orders: \d+/)).toBeVisible();
  const shippedRow = page.getByTestId("admin-order-row").filter({ hasText: shippedNumber });
  await expect(shippedRow).toContainText("Cash on Delivery");
  await expect(shippedRow).toContainText("Jaipur, Rajasthan");
  await expect(shippedRow).toContainText("Ananya Kapoor");
  await expectAccessible(page);

  await shippedRow.getByRole("button", { name: `View order ${shippedNumber}` }).click();
  const dialog = page.getByRole("dialog", { name: `Order Details - #${shippedNumber}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("302001");
  await expect(dialog).toContainText(first!.name);
  await expect(dialog).toContainText("Cash on Delivery");
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByRole("combobox", { name: `Status of order ${shippedNumber}` }).click();
  await page.getByRole("option", { name: "Shipped" }).click();
  await page.getByRole("dialog", { name: `Ship order #${shippedNumber}?` }).getByRole("button", { name: "Mark shipped" }).click();
  await expect(toasts(page).getByText(`Order #${shippedNumber} is marked shipped.`)).toBeVisible();
  await expect(shippedRow).toContainText("Shipped");

  const stockBefore = await stockOf(page, second!.slug);
  // Not paid yet (cash on delivery): the reason is optional.
  await page.getByRole("combobox", { name: `Status of order ${cancelledNumber}` }).click();
  await page.getByRole("option", { name: "Cancelled" }).click();
  const cancelDialog = page.getByRole("dialog", { name: `Cancel order #${cancelledNumber}?` });
  await expect(cancelDialog.getByLabel("Reason (optional)")).toBeVisible();
  await cancelDialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(toasts(page).getByText(`Order #${cancelledNumber} cancelled.`)).toBeVisible();
  await expect(page.getByTestId("admin-order-row").filter({ hasText: cancelledNumber })).toContainText("Cancelled");
  expect(await stockOf(page, second!.slug)).toBe(stockBefore + 2);

  // The status filter narrows the list.
  await page.getByLabel("Order status").click();
  await page.getByRole("option", { name: "Shipped" }).click();
  await expect(page.getByTestId("admin-order-row").filter({ hasText: cancelledNumber })).toBeHidden();
  await expect(shippedRow).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page.getByTestId("admin-order-row").filter({ hasText: cancelledNumber })).toBeVisible();

  // Manage Users: the customer becomes an administrator.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Manage Users" })).toBeVisible();
  await expect(page.getByTestId("admin-user-row").filter({ hasText: admin.email })).toContainText("(You)");
  await page.getByRole("searchbox", { name: /Search users/ }).fill(customer.email);
  const customerRow = page.getByTestId("admin-user-row").filter({ hasText: customer.email });
  await expect(customerRow).toHaveCount(1);
  await expect(page.getByTestId("admin-user-row")).toHaveCount(1);
  // The customer signed in (through the API) at the start of this test.
  await expect(customerRow).toContainText(/Last sign-in\s*\d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expectAccessible(page);
  await customerRow.getByRole("button", { name: `Grant admin: ${customer.email}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Grant admin" }).click();
  await expect(customerRow.getByText("Admin", { exact: true })).toBeVisible();

  await customerPage.goto("/");
  await waitForApp(customerPage);
  const menu = await openAccountMenu(customerPage);
  await expect(menu.getByRole("menuitem", { name: "Admin Panel" })).toBeVisible();
  await customerContext.close();

  // Analytics: today's revenue counts the shipped order (the cancelled one does not).
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Analytics" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  const revenueToday = page.getByTestId("revenue-today");
  await expect(revenueToday).toHaveText(/^₹[\d,]+\.\d\d$/);
  expect(Number((await revenueToday.textContent())!.replace(/[₹,]/g, ""))).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { name: "Revenue per day" })).toBeVisible();
  await page.getByRole("button", { name: "7 days" }).click();
  await expect(page.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("table", { name: "Orders per day" }).getByRole("row")).toHaveCount(8);
  await expectAccessible(page);

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Messages" }).click();
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", "/api/admin/subscribers.csv");
  await expectAccessible(page);
});

test("the admin navigation fits a phone @phone", async ({ page }) => {
  await signInViaApi(page, admin.email, admin.password);
  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Orders" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Admin" });
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

/** The element shows all of its text: nothing clipped, nothing beyond the right edge of the screen. */
async function expectShownWhole(target: ReturnType<Page["getByText"]>) {
  await expect(target).toBeVisible();
  const fits = await target.evaluate((element) => element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().right <= window.innerWidth);
  expect(fits).toBe(true);
}

test("order numbers are shown whole on a phone, to the shopper and in the back office @phone", async ({ page }) => {
  test.skip(test.info().project.name !== "phone", "phone layout");
  const customer = await registerViaApi(page.request);
  await signInViaApi(page, customer.email, customer.password);
  const { products } = (await (await page.request.get("/api/products?limit=12")).json()) as { products: ListedProduct[] };
  const orderNumber = await placeCodOrder(page, products.find((product) => product.stockQuantity >= 1 && !product.hasOptions)!, 1);

  await page.goto("/orders");
  await expectShownWhole(page.getByRole("heading", { name: `Order #${orderNumber}` }));
  await page.getByRole("link", { name: `View Details of order ${orderNumber}` }).click();
  await expectShownWhole(page.getByRole("heading", { level: 1, name: `Order #${orderNumber}` }));

  await signInViaApi(page, admin.email, admin.password);
  await page.goto("/admin");
  await expectShownWhole(page.getByText(`#${orderNumber}`, { exact: true }));
  await page.goto("/admin/orders");
  await expectShownWhole(page.getByRole("heading", { name: `#${orderNumber}`, exact: true }));
  await page.getByRole("button", { name: `View order ${orderNumber}` }).click();
  await expectShownWhole(page.getByRole("dialog").getByRole("heading", { name: `Order Details - #${orderNumber}` }));
});

test("a revenue in crores is shown whole on the dashboard, on a phone too @phone", async ({ page }) => {
  await signInViaApi(page, admin.email, admin.password);
  await page.route("**/api/admin/stats", (route) =>
    route.fulfill({ json: { totalProducts: 120450, totalOrders: 98765, ordersToShip: 4321, totalRevenue: "123456789.00" } }),
  );
  await page.goto("/admin");
  await expect(page.getByTestId("stat-total-revenue")).toHaveText("₹12,34,56,789");
  await expectShownWhole(page.getByTestId("stat-total-revenue"));
  await expectShownWhole(page.getByTestId("stat-total-products"));
  if (test.info().project.name !== "desktop") return;
  for (const width of [1024, 1536]) {
    await page.setViewportSize({ width, height: 900 });
    await expectShownWhole(page.getByTestId("stat-total-revenue"));
  }
});
