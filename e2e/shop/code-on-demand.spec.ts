import type { Page } from "@playwright/test";
import { expect, holdBack, registerViaApi, signInViaApi, test } from "../fixtures";
import { apiGet, toasts } from "../store/catalog-helpers";
import { productsInStock } from "./shop-helpers";

/** The shop's scripts the page has asked for so far (file names without their hash). */
function scriptsAskedFor(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") asked.push(new URL(request.url()).pathname.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.js$/, ""));
  });
  return asked;
}

test.describe("parts of a page hydrated when needed", () => {
  test("a product page fetches the code of its lower parts only as the shopper reaches them, and a tap made before keeps its effect @phone", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the parts below the buttons are off screen on a phone");
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const [product] = await productsInStock(page, 1);
    const asked = scriptsAskedFor(page);
    await holdBack(page, /\/(product-tabs|tabs)-/);

    await page.goto(`/products/${product!.slug}`, { waitUntil: "networkidle" });
    // The page's own code came; that of its tabs, PIN-code check, declarations and footer did not.
    expect(asked).toContain("product");
    for (const part of ["product-tabs", "check-delivery", "product-declarations", "footer"]) expect(asked).not.toContain(part);
    await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toBeEnabled();

    // A tap on Reviews before the tabs' code is here: it is played again once the tabs are hydrated.
    const reviews = page.getByRole("tab", { name: /^Reviews/ });
    await reviews.tap();
    await expect(reviews).toHaveAttribute("aria-selected", "true");
    expect(asked).toContain("product-tabs");
    await page.getByRole("tab", { name: "Specifications" }).tap();
    await expect(page.getByRole("tab", { name: "Specifications" })).toHaveAttribute("aria-selected", "true");

    // The footer's code comes when it is scrolled to, and its button works.
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(() => asked.includes("footer")).toBe(true);
    await page.getByRole("button", { name: "Chat with Us" }).tap();
    await expect(page.getByRole("status").filter({ hasText: "Chat with Us" })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a PIN code typed and sent before the check's code arrives is checked once it does @phone", async ({ page }) => {
    const [product] = await productsInStock(page, 1);
    await holdBack(page, /\/check-delivery-/);
    await page.goto(`/products/${product!.slug}`, { waitUntil: "networkidle" });

    const box = page.getByRole("region", { name: "Check delivery" });
    const field = box.getByRole("textbox", { name: "PIN code" });
    await field.fill("3020");
    await field.press("Enter");
    await expect(box.getByText("Enter a 6-digit PIN code")).toBeVisible();
    await expect(page).toHaveURL(`/products/${product!.slug}`);

    await field.fill("302001");
    await box.getByRole("button", { name: "Check" }).click();
    await expect(box.getByText(/^Delivered by /)).toBeVisible();
  });

  test("taps keep their order: + before its code is here, then Add to Cart, adds two @phone", async ({ page }) => {
    const customer = await registerViaApi(page.request);
    await signInViaApi(page, customer.email, customer.password);
    const [product] = await productsInStock(page, 1, { minStock: 10 });
    await holdBack(page, /\/quantity-selector-/);
    await page.goto(`/products/${product!.slug}`, { waitUntil: "networkidle" });

    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(toasts(page).getByText("Added to Cart")).toBeVisible();
    await expect(page.getByRole("status", { name: "Quantity" })).toHaveText("2");
    const cart = await apiGet<Array<{ quantity: number; product: { id: number } }>>(page, "/api/cart");
    expect(cart).toEqual([expect.objectContaining({ quantity: 2, product: expect.objectContaining({ id: product!.id }) })]);
  });

  test("on a slow phone, a tap made as soon as the page is taken over keeps its effect, and hydrating raises no error", async ({ page }) => {
    // Signed in: the shopper's cart and wishlist arrive just as the page is taken over, and React
    // hydrates the page itself (below the header) after them. A tap there in the meantime is held.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const customer = await registerViaApi(page.request);
    await signInViaApi(page, customer.email, customer.password);
    const [product] = await productsInStock(page, 1);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
    for (let visit = 0; visit < 5; visit++) {
      await page.goto(`/products/${product!.slug}`);
      const reviews = page.getByRole("tab", { name: /^Reviews/ });
      await reviews.click();
      await expect(reviews, `visit ${visit + 1}`).toHaveAttribute("aria-selected", "true");
    }
    expect(errors).toEqual([]);
  });
});
