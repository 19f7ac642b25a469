import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import type { ProductSummary } from "@shared/schemas/catalog";
import type { Order } from "@shared/schemas/orders";
import { admin, expect, expectAccessible, test } from "../fixtures";
import { addToCartViaApi, address, fillShippingAddress, productsInStock, setOrderStatusAsAdmin, signedInCustomer, toasts } from "../shop/shop-helpers";

/** Where pictures of the new screens go when a person wants to look at them (E2E_SHOTS_DIR=/tmp/shots). */
const shotsDir = process.env.E2E_SHOTS_DIR;

/** The page as it looks at 1280 and at 390 pixels wide, when pictures were asked for. */
async function shoot(page: Page, name: string, beforeEach?: () => Promise<void>) {
  if (!shotsDir) return;
  const original = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await beforeEach?.();
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Places a cash-on-delivery order through the API at the server's own totals: a first attempt with a
 * wrong total is answered 409 with the totals the server computed, and the second uses them.
 */
async function placeCodOrder(page: Page, products: ProductSummary[], shippingAddress = address): Promise<Order> {
  for (const product of products) await addToCartViaApi(page, product.id, 1);
  const body = (total: string) => ({
    orderData: { total, shippingAddress, paymentMethod: "cod" },
    items: products.map((product) => ({ productId: product.id, quantity: 1 })),
  });
  const probe = await page.request.post("/api/orders", { data: body("0.01") });
  expect(probe.status(), await probe.text()).toBe(409);
  const { totals } = (await probe.json()) as { totals: { total: string } };
  const response = await page.request.post("/api/orders", { data: body(totals.total) });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { order: Order }).order;
}

async function orderViaApi(page: Page, orderId: string): Promise<Order> {
  const response = await page.request.get(`/api/orders/${orderId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Order;
}

/** A browser of its own, signed in as the administrator. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const response = await page.request.post("/api/login", { data: admin });
  expect(response.status()).toBe(200);
  return page;
}

async function openOrderDialog(page: Page, orderNumber: string) {
  await page.goto("/admin/orders");
  await page.getByRole("button", { name: `View order ${orderNumber}` }).click();
  const dialog = page.getByRole("dialog", { name: `Order Details - #${orderNumber}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("invoices, refunds and the GST summary", () => {
  test("an administrator ships an order and the customer downloads its invoice", async ({ page, browser }) => {
    await signedInCustomer(page);
    const products = await productsInStock(page, 1, { skip: 14 });
    const order = await placeCodOrder(page, products);

    const back = await adminPage(browser);
    await back.goto("/admin/orders");
    await back.getByRole("combobox", { name: `Status of order ${order.orderNumber}` }).click();
    await back.getByRole("option", { name: "Shipped" }).click();
    await back.getByRole("dialog", { name: `Ship order #${order.orderNumber}?` }).getByRole("button", { name: "Mark shipped" }).click();
    await expect(toasts(back).getByText("Order Shipped")).toBeVisible();
    const dialog = await openOrderDialog(back, order.orderNumber);
    await expect(dialog.getByText(/^Invoice KK\/\d\d-\d\d\/\d{6}$/)).toBeVisible();
    await back.context().close();

    await page.goto(`/orders/${order.id}`);
    const link = page.getByRole("link", { name: /^Download invoice KK\/\d\d-\d\d\/\d{6}/ });
    await expect(link).toBeVisible();
    const number = (await orderViaApi(page, order.id)).taxDocuments.find((document) => document.kind === "invoice")!.number;
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`${number.replaceAll("/", "-")}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  test("the administrator refunds one line of an order paid online, and the customer sees the refund", async ({ page, browser }) => {
    await signedInCustomer(page);
    const [first, second] = await productsInStock(page, 2, { skip: 16 });
    await addToCartViaApi(page, first!.id, 2);
    await addToCartViaApi(page, second!.id, 1);
    await page.goto("/checkout");
    await page.getByRole("radio", { name: "Pay Online (UPI, cards, netbanking)" }).check();
    await fillShippingAddress(page);
    await page.getByRole("button", { name: "Pay Now" }).click();
    await page.getByRole("dialog", { name: /KiddoKart/ }).getByRole("button", { name: /^Pay ₹/ }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]+\/confirmation$/);
    const [order] = (await (await page.request.get("/api/orders")).json()) as Order[];
    expect(order!.paymentStatus).toBe("paid");
    const line = order!.orderItems.find((item) => item.productId === first!.id)!;

    const back = await adminPage(browser);
    const dialog = await openOrderDialog(back, order!.orderNumber);
    await expect(dialog.getByText("No refunds")).toBeVisible();
    await dialog.getByRole("button", { name: "Refund", exact: true }).click();
    const form = dialog.getByRole("form", { name: "New refund" });
    await form.getByRole("spinbutton", { name: `Units of ${line.product.name} to refund` }).fill("1");
    await form.getByRole("button", { name: "Create Refund" }).click();
    await expect(form.getByText("Please give a reason")).toBeVisible();
    await form.getByLabel("Reason").fill("Bottle arrived cracked");
    await form.getByLabel("Goods came back — return to stock").check();
    await expectAccessible(back);
    await expect(form.getByText("Shown to the customer with the refund")).toBeVisible();
    const total = (await form.getByTestId("refund-total").locator("span").last().textContent())!;
    expect(total).toMatch(/^₹[\d,]+\.\d\d$/);
    await form.getByRole("button", { name: "Create Refund" }).click();
    await expect(form.getByRole("group", { name: `Refund ${total} to the customer?` })).toBeVisible();
    await shoot(back, "refund-form", () => form.getByRole("button", { name: `Refund ${total}` }).scrollIntoViewIfNeeded());
    await form.getByRole("button", { name: `Refund ${total}` }).click();
    await expect(toasts(back).getByText("Refund Created")).toBeVisible();
    await expect(form).toBeHidden();
    const refunds = dialog.getByRole("region", { name: "Refunds" });
    await expect(refunds.getByText("Bottle arrived cracked")).toBeVisible();
    await expect(refunds.getByText("Razorpay")).toBeVisible();
    await expect(dialog.getByText("· 1 refunded")).toBeVisible();
    await back.context().close();

    const refunded = await orderViaApi(page, order!.id);
    expect(refunded.refunds).toHaveLength(1);
    expect(refunded.paymentStatus).toBe("partially_refunded");
    await page.goto(`/orders/${order!.id}`);
    await expect(page.getByText("Payment Partially refunded")).toBeVisible();
    const card = page.getByRole("heading", { name: "Refunds" }).locator("..");
    await expect(card.getByText(/^(Refund pending|Refunded on \d{1,2} \w+ \d{4})$/)).toBeVisible();
    await expect(card.getByText(/To your original payment method · Bottle arrived cracked/)).toBeVisible();
    await expect(card.getByText("Total refunded")).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "order-detail-refund");
  });

  test("the GST summary shows a shipped order's tax and offers the CSV", async ({ page, browser }) => {
    await signedInCustomer(page);
    const products = await productsInStock(page, 1, { skip: 18 });
    const bengaluru = { ...address, address: "14 Residency Road", city: "Bengaluru", state: "Karnataka", pincode: "560025" };
    const order = await placeCodOrder(page, products, bengaluru);

    const back = await adminPage(browser);
    await back.goto("/admin/gst");
    await expect(back.getByRole("heading", { level: 1, name: "GST Summary" })).toBeVisible();
    await expect(back.getByRole("link", { name: "GST Summary" })).toHaveAttribute("aria-current", "page");
    const netTotal = back.getByTestId("gst-net-total");
    const noneYet = back.getByText("No invoices this month");
    await expect(netTotal.or(noneYet)).toBeVisible();
    const before = (await netTotal.isVisible()) ? await netTotal.innerText() : "₹0.00";

    await setOrderStatusAsAdmin(browser, order.id, "shipped");
    const invoice = (await orderViaApi(page, order.id)).taxDocuments.find((document) => document.kind === "invoice")!;
    const rupees = (text: string) => Math.round(Number(text.replace(/[₹,]/g, "")) * 100);
    await back.reload();
    await expect(netTotal).toBeVisible();
    await expect.poll(async () => rupees(await netTotal.innerText())).toBe(rupees(before) + rupees(invoice.total));
    await expect(back.getByRole("table").filter({ hasText: "Place of supply" }).getByRole("rowheader", { name: "29 - Karnataka" })).toBeVisible();
    await expect(back.getByRole("table").filter({ hasText: "HSN / SAC, rate, quantity" }).getByRole("rowheader").first()).toBeVisible();
    await expect(back.getByRole("table").filter({ hasText: "Nature of document" }).getByRole("rowheader", { name: "Invoices for outward supply" })).toBeVisible();
    await expectAccessible(back);
    await shoot(back, "gst-summary");

    const [download] = await Promise.all([back.waitForEvent("download"), back.getByRole("link", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^gst-summary-20\d\d-\d\d\.csv$/);
    const csv = (await readFile((await download.path())!)).toString("utf8").split("\r\n");
    expect(csv[0]).toBe("Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN,Integrated Tax,Central Tax,State/UT Tax");
    expect(csv.some((row) => row.startsWith('"OE","29-Karnataka",,'))).toBe(true);
    await back.context().close();
  });

  test("the GST summary fits a phone @phone", async ({ page }) => {
    await page.request.post("/api/login", { data: admin });
    await page.goto("/admin/gst");
    await expect(page.getByRole("heading", { level: 1, name: "GST Summary" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Download CSV" })).toBeVisible();
    await expect(page.getByTestId("gst-net-total").or(page.getByText("No invoices this month"))).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
