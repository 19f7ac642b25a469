import type { Order } from "@shared/schemas/orders";
import { admin, expect, expectAccessible, signInViaApi, test } from "../fixtures";
import { addToCartViaApi, fillShippingAddress, productsInStock, signedInCustomer, toasts } from "../shop/shop-helpers";

test.describe("order mails", () => {
  test("an order placed at checkout has its confirmation in the back office's outbox, with its number", async ({ page, browser }) => {
    await signedInCustomer(page);
    const [product] = await productsInStock(page, 1, { skip: 30 });
    await addToCartViaApi(page, product!.id, 1);
    await page.goto("/checkout");
    await fillShippingAddress(page);
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(toasts(page).getByText("Order Placed Successfully!")).toBeVisible();
    const [order] = (await (await page.request.get("/api/orders")).json()) as Order[];

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const back = await context.newPage();
    await signInViaApi(back, admin.email, admin.password);
    await back.goto("/admin/messages/outbox");
    await expect(back.getByText("No mail server is configured (SMTP_URL)")).toBeVisible();
    const subject = `Your KiddoKart order ${order!.orderNumber} is confirmed`;
    const row = back.getByTestId("outbox-mail-row").filter({ hasText: subject });
    await expect(row).toContainText("not sent: no mail server configured");
    await expectAccessible(back);
    await row.getByRole("button", { name: `View mail: ${subject}` }).click();
    const preview = back.getByTitle("Mail preview").contentFrame();
    await expect(preview.getByText(order!.orderNumber, { exact: true })).toBeVisible();
    await expect(preview.getByText(product!.name, { exact: true })).toBeVisible();
    await context.close();
  });
});
