import { expect, expectAccessible, test } from "../fixtures";
import { cartViaApi, productsInStock, signedInCustomer, toasts } from "./shop-helpers";

test.describe("wishlist", () => {
  test("saves a product, moves it to the cart and removes it @phone", async ({ page }) => {
    await signedInCustomer(page);
    const [product, other] = await productsInStock(page, 2, { skip: 4 });

    await page.goto(`/products/${product!.slug}`);
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    await expect(toasts(page).getByText("Added to Wishlist")).toBeVisible();
    const saved = await page.request.post("/api/wishlist", { data: { productId: other!.id } });
    expect(saved.ok()).toBe(true);

    await page.goto("/wishlist");
    await expect(page.getByRole("heading", { level: 1, name: "My Wishlist (2)" })).toBeVisible();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: product!.name, exact: true }) });
    await expectAccessible(page);

    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toasts(page).getByText("Added to Cart")).toBeVisible();
    await expect.poll(async () => (await cartViaApi(page)).map((line) => line.product.id)).toEqual([product!.id]);

    await card.getByRole("button", { name: `Remove ${product!.name} from wishlist` }).click();
    await expect(toasts(page).getByText("Removed from Wishlist")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "My Wishlist (1)" })).toBeVisible();

    await page.getByRole("button", { name: `Remove ${other!.name} from wishlist` }).click();
    await expect(page.getByRole("heading", { name: "Your wishlist is empty" })).toBeVisible();
    await expectAccessible(page);
  });

  test("says when removing fails", async ({ page }) => {
    await signedInCustomer(page);
    const [product] = await productsInStock(page, 1, { skip: 6 });
    await page.request.post("/api/wishlist", { data: { productId: product!.id } });
    await page.route("**/api/wishlist/*", (route) => (route.request().method() === "DELETE" ? route.fulfill({ status: 500, body: "" }) : route.fallback()));

    await page.goto("/wishlist");
    await page.getByRole("button", { name: `Remove ${product!.name} from wishlist` }).click();
    await expect(toasts(page).getByText("Failed to remove item from wishlist. Please try again.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "My Wishlist (1)" })).toBeVisible();
  });
});
