import { expect, expectAccessible, test } from "../fixtures";
import { address, productsInStock, setOrderStatusAsAdmin, signedInCustomer, toasts, totalsOf, unitPaise } from "./shop-helpers";

test.describe("writing a review", () => {
  test("is offered only once the order is delivered, and the review is marked a verified purchase", async ({ page, browser }) => {
    const [product] = await productsInStock(page, 1, { skip: 10 });
    // A visitor is told who may review, with a way to sign in and come back.
    await page.goto(`/products/${product!.slug}`);
    await page.getByRole("tab", { name: /Reviews/ }).click();
    await expect(page.getByRole("tabpanel").getByText("Only parents who received this product can review it.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in to write a review" })).toHaveAttribute("href", `/signin?returnUrl=${encodeURIComponent(`/products/${product!.slug}`)}`);

    await signedInCustomer(page);
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

    // Not delivered yet: no form, but who may review.
    await page.goto(`/products/${product!.slug}`);
    await page.getByRole("tab", { name: /Reviews/ }).click();
    const tabPanel = page.getByRole("tabpanel");
    await expect(tabPanel.getByText("Only parents who received this product can review it.")).toBeVisible();
    await expect(page.getByRole("form", { name: "Write a Review" })).toHaveCount(0);

    // Delivered: the form, its checks, then the review, marked as a verified purchase.
    await setOrderStatusAsAdmin(browser, order.id, "delivered");
    await page.reload();
    await page.getByRole("tab", { name: /Reviews/ }).click();
    const form = page.getByRole("form", { name: "Write a Review" });
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(form.getByText("Choose a rating from 1 to 5")).toBeVisible();
    await form.getByRole("radio", { name: "4 stars" }).check();
    // A title of its own: the product may hold other runs' reviews.
    const title = `Gentle and sturdy ${Date.now()}`;
    await form.getByLabel("Title (optional)").fill(title);
    await form.getByLabel("Your review").fill("Our daughter loves it; it survived a month of daily use.");
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(toasts(page).getByText("Review Submitted")).toBeVisible();
    const written = tabPanel.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(written.getByText("Verified purchase")).toBeVisible();
    await expect(page.getByRole("tab", { name: `Reviews (${product!.reviewCount + 1})` })).toBeVisible();
    // Once per product: the form gives way to a thank-you.
    await expect(tabPanel.getByText("You have already reviewed this product. Thank you!")).toBeVisible();
    await expect(form).toHaveCount(0);
    await expectAccessible(page);

    // The delivered order shows as such.
    await page.goto(`/orders/${order.id}`);
    await expect(page.getByText("Order status: Delivered")).toBeAttached();
    await expect(page.getByText("Expected delivery: Delivered")).toBeVisible();
  });
});
