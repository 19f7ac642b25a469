import { expect, registerViaApi, signInViaApi, test } from "../fixtures";
import { openAccountMenu, someProductIds } from "./helpers";

test.describe("the header for a signed-in shopper", () => {
  test("counts the cart's items and the wishlist's products, and hides empty badges", async ({ page, request }) => {
    const customer = await registerViaApi(request);
    await signInViaApi(page, customer.email, customer.password);
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Cart", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Wishlist", exact: true })).toBeVisible();

    const [first, second] = await someProductIds(page);
    expect((await page.request.post("/api/cart", { data: { productId: first, quantity: 2 } })).status()).toBe(201);
    expect((await page.request.post("/api/cart", { data: { productId: second, quantity: 1 } })).status()).toBe(201);
    expect((await page.request.post("/api/wishlist", { data: { productId: first } })).status()).toBe(201);
    await page.reload();
    // The cart badge counts items (2 + 1), not lines.
    await expect(page.getByRole("link", { name: "Cart (3)" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Wishlist (1)" })).toBeVisible();

    const menu = await openAccountMenu(page);
    await expect(menu.getByText(customer.firstName, { exact: true })).toBeVisible();
    await expect(menu.getByText(customer.email)).toBeVisible();
    for (const item of ["My Profile", "Order History", "Wishlist", "Logout"]) await expect(menu.getByRole("menuitem", { name: item })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Order History" })).toHaveAttribute("href", "/orders");
  });
});
