import type { ProductSummary } from "@shared/schemas/catalog";
import { expect, type Page, test } from "@playwright/test";
import { admin, registerViaApi, signInViaApi } from "../fixtures";
import { address } from "../shop/shop-helpers";

/*
 * `npm run screenshots`: every screen of the shop at 1280 px and at 390 px wide, written to
 * e2e/screenshots/<width>/<name>.png for a person to look at (spacing, long names, empty and sold-out
 * states). Not part of `npm test`: it checks nothing a journey does not already check.
 */
const WIDTHS = [1280, 390];

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.getByText("Loading...", { exact: true })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

async function shoot(page: Page, width: number, name: string, path: string) {
  await page.goto(path);
  await settle(page);
  await page.screenshot({ path: `e2e/screenshots/${width}/${name}.png`, fullPage: true });
}

async function catalogue(page: Page) {
  const response = await page.request.get("/api/products?limit=100&sortBy=name&sortOrder=asc");
  return ((await response.json()) as { products: ProductSummary[] }).products;
}

for (const width of WIDTHS) {
  test.describe(`screens at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 844 } });

    test("storefront as a visitor", async ({ page }) => {
      const products = await catalogue(page);
      const longest = [...products].sort((a, b) => b.name.length - a.name.length)[0]!;
      const soldOut = products.find((product) => product.stockQuantity === 0 && !product.hasOptions)!;
      await shoot(page, width, "landing", "/");
      await shoot(page, width, "products", "/products");
      await shoot(page, width, "products-filtered", "/products?category=feeding&sort=price-asc");
      await shoot(page, width, "products-none-found", "/products?search=zzqqxx");
      await shoot(page, width, "products-typo", "/products?search=jhonson%20baby%20wash");
      await shoot(page, width, "product", `/products/${longest.slug}`);
      await shoot(page, width, "product-sold-out", `/products/${soldOut.slug}`);
      await shoot(page, width, "product-not-found", "/products/no-such-product");
      await shoot(page, width, "about", "/about");
      await shoot(page, width, "contact", "/contact");
      await shoot(page, width, "sign-in", "/signin");
      await shoot(page, width, "sign-up", "/signup");
      await shoot(page, width, "forgot-password", "/forgot-password");
      await shoot(page, width, "reset-password", "/reset-password?token=a-link-from-a-mail");
      await shoot(page, width, "verify-email-expired", "/verify-email?token=an-expired-link");
      await shoot(page, width, "not-found", "/no-such-page");
    });

    test("the search suggestions", async ({ page }) => {
      const longest = [...(await catalogue(page))].sort((a, b) => b.name.length - a.name.length)[0]!;
      const suggest = async (name: string, text: string, highlight = 0) => {
        await page.goto("/");
        await settle(page);
        if (width < 1024) await page.getByRole("button", { name: "Open menu" }).click();
        const box = page.getByRole("combobox", { name: "Search products" });
        await box.fill(text);
        await expect(page.getByRole("listbox", { name: "Search suggestions" })).toBeVisible();
        await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>("[role=listbox] img")].every((image) => image.complete));
        for (let pressed = 0; pressed < highlight; pressed++) await box.press("ArrowDown");
        // The list fades in: the picture shows it as it ends.
        await page.screenshot({ path: `e2e/screenshots/${width}/${name}.png`, animations: "disabled" });
      };
      await suggest("search-suggestions", "pampar", 2);
      await suggest("search-suggestions-categories", "diaper");
      await suggest("search-suggestions-long-name", longest.name.split(" ").slice(0, 2).join(" "));
    });

    test("a customer's screens", async ({ page }) => {
      const customer = await registerViaApi(page.request);
      await signInViaApi(page, customer.email, customer.password);
      await shoot(page, width, "home-member", "/");
      await shoot(page, width, "cart-empty", "/cart");
      await shoot(page, width, "wishlist-empty", "/wishlist");
      await shoot(page, width, "orders-empty", "/orders");

      const inStock = (await catalogue(page)).filter((product) => product.stockQuantity >= 5 && !product.hasOptions).slice(0, 3);
      for (const product of inStock) {
        await page.request.post("/api/cart", { data: { productId: product.id, quantity: 1 } });
        await page.request.post("/api/wishlist", { data: { productId: product.id } });
      }
      await shoot(page, width, "cart", "/cart");
      await shoot(page, width, "wishlist", "/wishlist");
      await shoot(page, width, "checkout", "/checkout");
      await page.getByLabel("First Name").first().fill(address.firstName);
      await page.getByRole("button", { name: "Place Order" }).click();
      await page.screenshot({ path: `e2e/screenshots/${width}/checkout-errors.png`, fullPage: true });
      await shoot(page, width, "profile", "/profile");
    });

    test("policy and company pages", async ({ page }) => {
      await shoot(page, width, "policy-returns", "/pages/returns-and-refunds");
      await shoot(page, width, "policy-shipping", "/pages/shipping-and-delivery");
      await shoot(page, width, "policy-grievance", "/pages/grievance-redressal");
      await shoot(page, width, "policy-seller", "/pages/seller-information");
      await shoot(page, width, "policy-not-found", "/pages/no-such-page");
      await signInViaApi(page, admin.email, admin.password);
      await shoot(page, width, "admin-shop-pages", "/admin/settings/pages?page=grievance-redressal");
      await page.getByRole("tab", { name: "Preview" }).click();
      await settle(page);
      await page.screenshot({ path: `e2e/screenshots/${width}/admin-shop-pages-preview.png`, fullPage: true });
    });

    test("delivery by PIN code", async ({ page }) => {
      const customer = await registerViaApi(page.request);
      await signInViaApi(page, customer.email, customer.password);
      const inStock = (await catalogue(page)).filter((product) => product.stockQuantity >= 5 && !product.hasOptions);
      await page.goto(`/products/${inStock[0]!.slug}`);
      await page.getByRole("textbox", { name: "PIN code" }).fill("744101");
      await page.getByRole("button", { name: "Check", exact: true }).click();
      await expect(page.getByText(/^Delivered by /)).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `e2e/screenshots/${width}/product-check-delivery.png`, fullPage: true });
      for (const product of inStock.slice(0, 2)) await page.request.post("/api/cart", { data: { productId: product.id, quantity: 1 } });
      await shoot(page, width, "cart-check-delivery", "/cart");
      await shoot(page, width, "checkout-delivery", "/checkout");
      const form = page.locator("form");
      await form.getByLabel("City", { exact: true }).fill("Port Blair");
      await form.getByLabel("State", { exact: true }).selectOption("Andaman and Nicobar Islands");
      await form.getByLabel("PIN Code", { exact: true }).fill("744101");
      await expect(page.getByText(/^Delivered by /)).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/${width}/checkout-delivery-charge.png`, fullPage: true });
      await form.getByLabel("PIN Code", { exact: true }).fill("999999");
      await expect(page.getByText(/We do not deliver to PIN code/)).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/${width}/checkout-not-delivered.png`, fullPage: true });

      await signInViaApi(page, admin.email, admin.password);
      await shoot(page, width, "admin-delivery", "/admin/settings/delivery");
      await page.getByRole("button", { name: /^Edit / }).first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/${width}/admin-delivery-zone.png`, animations: "disabled" });
    });

    test("your data and deleting the account", async ({ page }) => {
      const customer = await registerViaApi(page.request);
      await page.request.post("/api/newsletter/subscribe", { data: { email: customer.email } });
      await signInViaApi(page, customer.email, customer.password);
      await shoot(page, width, "profile-your-data", "/profile");
      await page.getByRole("button", { name: "Delete account" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Delete my account" }).click();
      await expect(page.getByText("Please enter your password to delete your account.")).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/${width}/profile-delete-account.png`, animations: "disabled" });
      await shoot(page, width, "newsletter-confirm", `/newsletter/confirm?email=${encodeURIComponent(customer.email)}&token=a-link-from-our-mail`);
      await shoot(page, width, "newsletter-unsubscribe", `/newsletter/unsubscribe?email=${encodeURIComponent(customer.email)}&token=a-link-from-a-newsletter`);
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/${width}/newsletter-unsubscribe-refused.png`, fullPage: true });
      expect((await page.request.post("/api/profile/delete", { data: { password: customer.password } })).status()).toBe(200);
      await signInViaApi(page, admin.email, admin.password);
      await shoot(page, width, "admin-account-erasures", "/admin/users/erasures");
    });

    test("the back office", async ({ page }) => {
      await signInViaApi(page, admin.email, admin.password);
      await shoot(page, width, "admin-dashboard", "/admin");
      await shoot(page, width, "admin-products", "/admin/products");
      await shoot(page, width, "admin-search-synonyms", "/admin/products/synonyms");
      await shoot(page, width, "admin-orders", "/admin/orders");
      await shoot(page, width, "admin-users", "/admin/users");
      await shoot(page, width, "admin-analytics", "/admin/analytics");
      await shoot(page, width, "admin-gst", "/admin/gst");
      await shoot(page, width, "admin-messages", "/admin/messages");
      await shoot(page, width, "admin-outbox", "/admin/messages/outbox");
      await page.getByRole("button", { name: /View mail/ }).first().click();
      await expect(page.getByTitle("Mail preview")).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/${width}/admin-outbox-mail.png`, fullPage: true });
    });
  });
}
