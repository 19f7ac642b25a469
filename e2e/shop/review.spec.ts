import { expect, expectAccessible, test } from "../fixtures";
import { address, productsInStock, setOrderStatusAsAdmin, signedInCustomer, toasts, totalsOf, unitPaise } from "./shop-helpers";

test.describe("writing a review", () => {
  test("is refused until the order is delivered, then appears on the product page", async ({ page, browser }) => {
    await signedInCustomer(page);
    const [product] = await productsInStock(page, 1, { skip: 10 });
    const added = await page.request.post("/api/cart", { data: { productId: product!.id, quantity: 1 } });
    const { gstRate } = ((await added.json()) as { product: { gstRate: number } }).product;
    const totals = totalsOf([{ unit: unitPaise(product!), quantity: 1, gstRate }]);
    const decimal = (paise: number) => (paise / 100).toFixed(2);
    const placed = await page.request.post("/api/orders", {
      headers: { "Idempotency-Key": `review-${Date.now()}` },
      data: {
        orderData: {
          subtotal: decimal(totals.subtotal),
          tax: decimal(totals.tax),
          shipping: decimal(totals.shipping),
          total: decimal(totals.total),
          shippingAddress: address,
          billingAddress: address,
          paymentMethod: "cod",
        },
        items: [{ productId: product!.id, quantity: 1, price: decimal(unitPaise(product!)), total: decimal(unitPaise(product!)) }],
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { order } = (await placed.json()) as { order: { id: string } };

    await page.goto(`/products/${product!.slug}`);
    await page.getByRole("tab", { name: /Reviews/ }).click();
    const form = page.getByRole("form", { name: "Write a Review" });
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(form.getByText("Choose a rating from 1 to 5")).toBeVisible();

    await form.getByRole("radio", { name: "4 stars" }).check();
    await form.getByLabel("Title (optional)").fill("Gentle and sturdy");
    await form.getByLabel("Your review").fill("Our daughter loves it; it survived a month of daily use.");
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(form.getByRole("alert")).toHaveText("You can review a product once it has been delivered to you.");

    await setOrderStatusAsAdmin(browser, order.id, "delivered");
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(toasts(page).getByText("Review Submitted")).toBeVisible();
    const tabPanel = page.getByRole("tabpanel");
    await expect(tabPanel.getByRole("heading", { name: "Gentle and sturdy" })).toBeVisible();
    await expect(page.getByRole("tab", { name: `Reviews (${product!.reviewCount + 1})` })).toBeVisible();
    await expectAccessible(page);

    // Once per product.
    await form.getByRole("radio", { name: "5 stars" }).check();
    await form.getByLabel("Your review").fill("Still great after two months.");
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(form.getByRole("alert")).toHaveText("You have already reviewed this product.");

    // The delivered order shows as such.
    await page.goto(`/orders/${order.id}`);
    await expect(page.getByText("Order status: Delivered")).toBeAttached();
    await expect(page.getByText("Expected delivery: Delivered")).toBeVisible();
  });
});
