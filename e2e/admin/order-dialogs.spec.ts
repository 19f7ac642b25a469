import type { Browser, Page } from "@playwright/test";
import { decimalToPaise, formatRupees } from "@shared/money";
import type { Order } from "@shared/schemas/orders";
import { admin, expect, expectAccessible, test } from "../fixtures";
import { addToCartViaApi, address, productsInStock, signedInCustomer, toasts } from "../shop/shop-helpers";

/** Where pictures of the dialogs go when a person wants to look at them (E2E_SHOTS_DIR=/tmp/shots). */
const shotsDir = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  const original = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png` });
  }
  if (original) await page.setViewportSize(original);
}

/** An order paid online in the sandbox, through the API: its totals from a first refused attempt, then paid and verified. */
async function paidOnlineOrder(page: Page, productId: number): Promise<Order> {
  await addToCartViaApi(page, productId, 1);
  const create = (amount: string) =>
    page.request.post("/api/payment/create-order", {
      data: { amount, orderData: { shippingAddress: address } },
    });
  const { totals } = (await (await create("0.01")).json()) as {
    totals: { total: string };
  };
  const { orderId } = (await (await create(totals.total)).json()) as {
    orderId: string;
  };
  const paid = await (
    await page.request.post(`/sandbox/razorpay/v1/checkout/${orderId}/pay`, {
      data: {},
    })
  ).json();
  const verify = await page.request.post("/api/payment/verify", { data: paid });
  expect(verify.status(), await verify.text()).toBe(200);
  return ((await verify.json()) as { order: Order }).order;
}

/** A browser of its own, signed in as the administrator, on Manage Orders. */
async function ordersPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  expect((await page.request.post("/api/login", { data: admin })).status()).toBe(200);
  await page.goto("/admin/orders");
  return page;
}

async function chooseStatus(page: Page, orderNumber: string, status: string) {
  await page.getByRole("combobox", { name: `Status of order ${orderNumber}` }).click();
  await page.getByRole("option", { name: status }).click();
}

test("cancelling a paid order asks for a reason and shows the refund before anything happens", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signedInCustomer(page);
  const [product] = await productsInStock(page, 1, { skip: 20 });
  const order = await paidOnlineOrder(page, product!.id);
  const total = formatRupees(decimalToPaise(order.total)!);

  const back = await ordersPage(browser);
  await chooseStatus(back, order.orderNumber, "Cancelled");
  const dialog = back.getByRole("dialog", {
    name: `Cancel order #${order.orderNumber}?`,
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("cancel-refund-amount")).toHaveText(`${total} will be refunded to the customer through Razorpay.`);
  await expect(dialog.getByText("Shown to the customer with the refund")).toBeVisible();
  await expectAccessible(back);
  await shoot(back, "cancel-paid-order");

  // Without a reason nothing is sent, and the order stays as it was.
  await dialog.getByRole("button", { name: `Cancel and refund ${total}` }).click();
  await expect(dialog.getByText("Please give a reason: the customer sees it with the refund")).toBeVisible();
  expect(((await (await page.request.get(`/api/orders/${order.id}`)).json()) as Order).status).toBe("confirmed");

  // Closing it keeps the order.
  await dialog.getByRole("button", { name: "Keep order" }).click();
  await expect(dialog).toBeHidden();
  const row = back.getByTestId("admin-order-row").filter({ hasText: order.orderNumber });
  await expect(row).toContainText("Confirmed");

  await chooseStatus(back, order.orderNumber, "Cancelled");
  await dialog.getByLabel("Reason").fill("The courier cannot reach this PIN code");
  await dialog.getByRole("button", { name: `Cancel and refund ${total}` }).click();
  await expect(toasts(back).getByText(`Order #${order.orderNumber} cancelled; ${total} will be refunded.`)).toBeVisible();
  await expect(row).toContainText("Cancelled");
  await back.context().close();

  const cancelled = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as Order;
  expect(cancelled).toMatchObject({
    status: "cancelled",
    refunded: order.total,
    refunds: [{ amount: order.total, reason: "The courier cannot reach this PIN code" }],
  });
});

test("shipping an order asks for the courier and AWB number, which the customer then sees", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signedInCustomer(page);
  const [product] = await productsInStock(page, 1, { skip: 21 });
  const order = await paidOnlineOrder(page, product!.id);

  const back = await ordersPage(browser);
  await chooseStatus(back, order.orderNumber, "Shipped");
  const dialog = back.getByRole("dialog", { name: `Ship order #${order.orderNumber}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Courier (optional)").fill("Delhivery");
  await dialog.getByLabel("AWB / tracking number (optional)").fill("1234567890123");
  await expectAccessible(back);
  await shoot(back, "ship-order");
  await dialog.getByRole("button", { name: "Mark shipped" }).click();
  await expect(toasts(back).getByText(`Order #${order.orderNumber} is marked shipped.`)).toBeVisible();
  const row = back.getByTestId("admin-order-row").filter({ hasText: order.orderNumber });
  await expect(row).toContainText("Shipped");
  await row.getByRole("button", { name: `View order ${order.orderNumber}` }).click();
  await expect(back.getByRole("dialog", { name: `Order Details - #${order.orderNumber}` })).toContainText("1234567890123");
  await back.context().close();

  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId("order-shipment")).toHaveText("Shipped with Delhivery · AWB / tracking number 1234567890123");
  await shoot(page, "order-detail-shipment");
});
