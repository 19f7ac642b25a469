import { expect, expectAccessible, test } from "../fixtures";
import { taxRows } from "@shared/pricing";
import { address, addToCartViaApi, cartGstRates, cartViaApi, fillShippingAddress, productsInStock, rupees, signedInCustomer, toasts, totalsOf, unitPaise } from "./shop-helpers";

test.describe("cart and cash-on-delivery checkout", () => {
  test("adds from the list and the product page, changes quantities, orders cash on delivery, then cancels", async ({ page }) => {
    await signedInCustomer(page);
    const [first, second] = await productsInStock(page, 2);

    // From the product list (searched by name), then from the product page.
    await page.goto(`/products?search=${encodeURIComponent(first!.name)}`);
    const card = page.getByRole("article", { name: first!.name, exact: true });
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toasts(page).getByText("Added to Cart")).toBeVisible();

    await page.goto(`/products/${second!.slug}`);
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(toasts(page).getByText("Added to Cart")).toBeVisible();

    // The cart: quantities up and down, the totals as the shared pricing rule computes them.
    await page.goto("/cart");
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart (2 items)" })).toBeVisible();
    const firstLine = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: first!.name, exact: true }) });
    await expect(firstLine.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    await firstLine.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart (3 items)" })).toBeVisible();
    await firstLine.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart (4 items)" })).toBeVisible();
    await firstLine.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart (3 items)" })).toBeVisible();

    const rates = await cartGstRates(page);
    const totals = totalsOf([
      { unit: unitPaise(first!), quantity: 2, gstRate: rates.get(first!.id) },
      { unit: unitPaise(second!), quantity: 1, gstRate: rates.get(second!.id) },
    ]);
    const summary = page.getByRole("heading", { name: "Order Summary" }).locator("..");
    await expect(summary).toContainText(rupees(totals.subtotal));
    // "GST (18%)" when both are 18%, else a row per rate ("+ GST 5%").
    for (const row of taxRows(totals)) await expect(summary).toContainText(`${row.label}${rupees(row.tax)}`);
    await expect(summary).toContainText(totals.shipping === 0 ? "Free" : "₹99.00");
    await expect(summary).toContainText(rupees(totals.total));
    if (totals.shipping > 0) await expect(summary).toContainText(`Add ₹${Math.ceil((99_900 + 1 - totals.subtotal) / 100)} more for free shipping`);
    await expectAccessible(page);

    // Checkout: the shipping address's messages, then a valid address.
    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("radio", { name: /Cash on Delivery/ })).toBeChecked();
    await expect(page.getByLabel("Same as shipping address")).toBeChecked();
    await expect(page.getByLabel("Phone", { exact: true })).toHaveAttribute("placeholder", "+91 98765 43210");
    await page.getByRole("button", { name: "Place Order" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Address is required",
      "City is required",
      "State is required",
      "Valid pincode is required",
      "Valid phone number is required",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("First Name", { exact: true })).toBeFocused();
    await expectAccessible(page);

    await fillShippingAddress(page);
    await page.getByLabel("PIN Code").fill("012345");
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByText("Valid pincode is required")).toBeVisible();
    await page.getByLabel("PIN Code").fill("302001");
    await expect(page.getByText("Valid pincode is required")).toBeHidden();

    // A billing address of its own is optional.
    await page.getByLabel("Same as shipping address").uncheck();
    await expect(page.getByLabel("City (optional)")).toBeVisible();
    await page.getByLabel("Same as shipping address").check();

    await page.getByPlaceholder(/special instructions/).fill("Please ring the bell twice.");
    await expect(page.getByRole("list", { name: "Items in your order" })).toContainText(first!.name);
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(toasts(page).getByText("Order Placed Successfully!")).toBeVisible();
    await expect(toasts(page).getByText("Thank you for your order. You will receive a confirmation email shortly.")).toBeVisible();
    expect(await cartViaApi(page)).toEqual([]);

    // The confirmation page: the order's number, items, total, how it is paid and when it comes.
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]+\/confirmation$/);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you! Your order is placed" })).toBeVisible();
    await expect(page.getByText(/^Order #KK/)).toBeVisible();
    const confirmation = page.getByRole("main");
    await expect(confirmation).toContainText(first!.name);
    await expect(confirmation).toContainText(second!.name);
    await expect(confirmation.getByText("Payment status: Pay on delivery", { exact: true })).toBeVisible();
    await expect(confirmation).toContainText(`Pay on delivery: keep ${rupees(totals.total)} ready`);
    await expect(confirmation).not.toContainText("Payment Pending");
    await expect(confirmation.getByText("Expected delivery")).toBeVisible();
    await expect(confirmation).toContainText(/By \w{3}, \d{1,2} \w{3}/);
    await expect(confirmation.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products");
    await expect(confirmation.getByRole("link", { name: "View Order" })).toHaveAttribute("href", /\/orders\/[0-9a-f-]+$/);
    await expectAccessible(page);

    // The order history.
    await page.goto("/orders");
    const order = page.getByRole("article").first();
    await expect(order).toContainText("Cash on Delivery");
    await expect(order).toContainText("Confirmed");
    await expect(order).toContainText("Pay on delivery");
    await expect(order).toContainText("Jaipur, Rajasthan");
    // The day promised at checkout for the PIN code ("By Fri, 27 Nov"); orders without one say '3-5 business days'.
    await expect(order).toContainText(/By \w{3}, \d{1,2} \w{3}|3-5 business days/);
    await expect(order).toContainText(rupees(totals.total));
    await expect(order).toContainText("Please ring the bell twice.");
    await expectAccessible(page);

    // Its detail page, and cancelling it.
    await order.getByRole("link", { name: /View Details/ }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]+$/);
    await expect(page.getByRole("link", { name: first!.name, exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Shipping Address" })).toBeVisible();
    await expect(page.getByText("12 MI Road, C-Scheme").first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Cancel Order" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Yes, Cancel Order" }).click();
    await expect(toasts(page).getByText("Order Cancelled")).toBeVisible();
    await expect(page.getByText("Order status: Cancelled")).toBeAttached();
    await expect(page.getByRole("button", { name: "Cancel Order" })).toBeHidden();
    // A cancelled order will not come: no expected delivery anywhere.
    await expect(page.getByRole("main")).not.toContainText(/Delivery by|Expected delivery/);
    await page.goto("/orders");
    await expect(page.getByRole("article").first()).toContainText("Cancelled");
    await expect(page.getByRole("article").first()).not.toContainText("Expected Delivery");
    await expect(page.getByRole("article").first()).toContainText("Nothing to pay");
  });

  test("a parent's second checkout starts with the last address, and refuses a PIN code of another state as it is typed @phone", async ({ page }) => {
    await signedInCustomer(page);
    const [first, second] = await productsInStock(page, 2, { skip: 4 });
    await addToCartViaApi(page, first!.id, 1);
    await page.goto("/checkout");
    await fillShippingAddress(page);
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/confirmation$/);

    await addToCartViaApi(page, second!.id, 1);
    await page.goto("/checkout");
    const form = page.locator("form");
    await expect(form.getByLabel("Deliver to")).toHaveValue("0");
    for (const [label, value] of Object.entries({ "First Name": address.firstName, Address: address.address, City: address.city, State: address.state, "PIN Code": address.pincode, Phone: address.phone })) {
      await expect(form.getByLabel(label, { exact: true }), label).toHaveValue(value);
    }
    await form.getByLabel("State", { exact: true }).selectOption("Kerala");
    await expect(page.getByText(`PIN code ${address.pincode} is in Rajasthan, not Kerala.`)).toBeVisible();
    await expectAccessible(page);
  });

  test("says when there is not enough stock, removes lines and clears the cart @phone", async ({ page }) => {
    await signedInCustomer(page);
    // All of the first product's stock, and one more, stay within the 10 units one order may hold.
    const [first, second] = await productsInStock(page, 2, { minStock: 2, maxStock: 9, skip: 2 });
    await addToCartViaApi(page, first!.id, first!.stockQuantity);
    await addToCartViaApi(page, second!.id, 1);

    await page.goto("/cart");
    const firstLine = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: first!.name, exact: true }) });
    await firstLine.getByRole("button", { name: "Increase quantity" }).click();
    await expect(toasts(page).getByText("Not enough stock")).toBeVisible();
    await expect(firstLine.getByLabel("Quantity", { exact: true })).toHaveText(String(first!.stockQuantity));

    await firstLine.getByRole("button", { name: "Remove" }).click();
    await expect(toasts(page).getByText("Item Removed")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart (1 item)" })).toBeVisible();
    await expectAccessible(page);

    // Clear Cart asks first; Cancel keeps the cart.
    await page.getByRole("button", { name: "Clear Cart" }).click();
    const confirm = page.getByRole("dialog", { name: "Clear Cart" });
    await expect(confirm).toContainText("Remove all 1 item from your cart?");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart (1 item)" })).toBeVisible();
    await page.getByRole("button", { name: "Clear Cart" }).click();
    await page.getByRole("dialog", { name: "Clear Cart" }).getByRole("button", { name: "Clear Cart" }).click();
    await expect(toasts(page).getByText("Cart Cleared")).toBeVisible();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await page.getByRole("link", { name: "Start Shopping" }).click();
    await expect(page).toHaveURL(/\/products$/);

    await page.goto("/checkout");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByText("Add items to your cart before checkout")).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products");

    await page.goto("/orders");
    await expect(page.getByRole("heading", { name: "No orders found" })).toBeVisible();
    await expectAccessible(page);
  });

  test("sends visitors to sign in", async ({ page }) => {
    for (const path of ["/cart", "/wishlist", "/checkout", "/orders"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/signin/);
    }
  });
});

test("explains a price change with the new total and refreshes the cart", async ({ page }) => {
  await signedInCustomer(page);
  const [product] = await productsInStock(page, 1, { skip: 12 });
  await addToCartViaApi(page, product!.id, 1);
  let cartReads = 0;
  await page.route("**/api/cart", (route) => {
    if (route.request().method() === "GET") cartReads += 1;
    return route.fallback();
  });
  await page.route("**/api/orders", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 409,
          json: {
            code: "price_changed",
            message: "Prices have changed since you last looked. Please review your order.",
            totals: { subtotal: "1000.00", tax: "180.00", shipping: "0.00", total: "1180.00" },
          },
        })
      : route.fallback(),
  );

  await page.goto("/checkout");
  await fillShippingAddress(page);
  const readsBefore = cartReads;
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(toasts(page).getByText("Prices Have Changed")).toBeVisible();
  await expect(toasts(page).getByText(/The new total is ₹1,180\.00/)).toBeVisible();
  await expect.poll(() => cartReads).toBeGreaterThan(readsBefore);
  await expect(page).toHaveURL(/\/checkout$/);
});
