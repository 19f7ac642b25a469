import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "../fixtures";
import { addToCartViaApi, cartViaApi, fillShippingAddress, productsInStock, signedInCustomer, toasts } from "./shop-helpers";

/** The sandbox's stand-in for Razorpay's modal. */
function gatewayModal(page: Page) {
  return page.getByRole("dialog", { name: /KiddoKart/ });
}

test.describe("paying online through the sandbox gateway", () => {
  test("a failed and a cancelled payment leave the cart; a paid one places the order", async ({ page }) => {
    await signedInCustomer(page);
    const [product] = await productsInStock(page, 1, { skip: 8 });
    await addToCartViaApi(page, product!.id, 2);
    // The lines stay; the stock the pending payment holds shows in the products' stock, so compare lines only.
    const lines = async () => (await cartViaApi(page)).map((line) => ({ id: line.id, quantity: line.quantity, productId: line.product.id }));
    const stock = async () => (await cartViaApi(page))[0]!.product.stockQuantity;
    const cartBefore = await lines();

    await page.goto("/checkout");
    const online = page.getByRole("radio", { name: "Pay Online (UPI, cards, netbanking)" });
    await online.check();
    await expect(page.getByRole("button", { name: "Pay Now" })).toBeVisible();
    await fillShippingAddress(page);
    await expectAccessible(page);

    // The bank declines.
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(gatewayModal(page)).toBeVisible();
    await gatewayModal(page).getByRole("button", { name: "Fail payment" }).click();
    await expect(toasts(page).getByText("Payment Failed", { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(/bank declined/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay Now" })).toBeEnabled();
    expect(await lines()).toEqual(cartBefore);
    const stockHeld = await stock();

    // The shopper closes the modal.
    await page.getByRole("button", { name: "Pay Now" }).click();
    await gatewayModal(page).getByRole("button", { name: "Cancel" }).click();
    await expect(toasts(page).getByText("Payment Cancelled")).toBeVisible();
    await expect(toasts(page).getByText("You cancelled the payment process.")).toBeVisible();
    expect(await lines()).toEqual(cartBefore);
    // The retry was the same attempt (same Idempotency-Key): no second order holds more stock.
    expect(await stock()).toBe(stockHeld);

    // Paid.
    await page.getByRole("button", { name: "Pay Now" }).click();
    await gatewayModal(page).getByRole("button", { name: /^Pay ₹/ }).click();
    await expect(toasts(page).getByText("Payment Successful!")).toBeVisible();
    await expect(toasts(page).getByText("Your order has been placed successfully.")).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]+\/confirmation$/);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you! Your order is placed" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Paid online: ₹");
    await page.goto("/orders");
    const order = page.getByRole("article").first();
    await expect(order).toContainText("Paid Online (Razorpay)");
    await expect(order).toContainText("Payment Paid");
    await expect(page.getByRole("article")).toHaveCount(1);
    expect(await cartViaApi(page)).toEqual([]);

    // Cancelling it says first how much comes back, and when.
    const total = (await order.locator("p.text-xl").textContent())!;
    await order.getByRole("link", { name: /View Details/ }).click();
    await page.getByRole("button", { name: "Cancel Order" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`${total} comes back to your original payment method at once; banks usually show it within 5–7 working days.`);
    await dialog.getByRole("button", { name: "Keep Order" }).click();
  });

  test("says so when the payment cannot be started", async ({ page }) => {
    await signedInCustomer(page);
    const [product] = await productsInStock(page, 1, { skip: 9 });
    await addToCartViaApi(page, product!.id, 1);
    await page.route("**/api/payment/create-order", (route) => route.fulfill({ status: 502, json: { message: "down", code: "payment_gateway" } }));

    await page.goto("/checkout");
    await page.getByRole("radio", { name: "Pay Online (UPI, cards, netbanking)" }).check();
    await fillShippingAddress(page);
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(toasts(page).getByText("Payment Error", { exact: true })).toBeVisible();
    await expect(toasts(page).getByText("Failed to initiate payment. Please try again.")).toBeVisible();
  });
});
