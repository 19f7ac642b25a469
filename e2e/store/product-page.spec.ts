import { productCode } from "@shared/product-code";
import type { Review } from "@shared/schemas/catalog";
import { expect, expectAccessible, registerViaApi, signInViaApi, test } from "../fixtures";
import { allProducts, apiGet, getProduct, toasts } from "./catalog-helpers";

const rupees = (value: string) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(Number(value));

test.describe("the product page", () => {
  test("shows the breadcrumb, brand, name, rating, price, stock and delivery notes", async ({ page }) => {
    const products = await allProducts(page);
    const summary = products.find((product) => product.salePrice !== null && product.stockQuantity > 0 && !product.hasOptions)!;
    const product = await getProduct(page, summary.slug);

    await page.goto(`/products/${product.slug}`);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Products" })).toHaveAttribute("href", "/products");
    await expect(breadcrumb.getByRole("link", { name: product.category.name })).toHaveAttribute("href", `/products?category=${product.category.slug}`);
    await expect(breadcrumb.getByText(product.name)).toHaveAttribute("aria-current", "page");

    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole("link", { name: product.brand.name, exact: true })).toHaveAttribute("href", `/products?brand=${product.brand.slug}`);
    await expect(page.getByRole("img", { name: /^Rated [\d.]+ out of 5$/ })).toBeVisible();
    await expect(page.getByText(`(${product.reviewCount} review`)).toBeVisible();
    await expect(page.getByText(`Sale price: ${rupees(product.salePrice!)}`, { exact: true })).toBeVisible();
    // The original struck through is the MRP when the product has one.
    const original = product.mrp ? `MRP: ${rupees(product.mrp)}` : `Original price: ${rupees(product.price)}`;
    await expect(page.getByText(original, { exact: true })).toBeVisible();
    await expect(page.getByText(/^\d+% OFF$/)).toBeVisible();
    await expect(page.getByText(`In Stock: ${product.stockQuantity} available`)).toBeVisible();
    for (const note of ["Free delivery above ₹999", "100% authentic", "Easy 30-day returns", "Check your PIN code for the date"]) {
      await expect(page.getByRole("main").getByText(note, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test("the gallery wraps around, counts 'n of m' and zooms in on the picture shown", async ({ page }) => {
    const products = await allProducts(page);
    const summary = products.find((product) => product.images.length >= 2)!;
    const count = summary.images.length;

    await page.goto(`/products/${summary.slug}`);
    const gallery = page.getByRole("region", { name: "Product images" });
    await expect(gallery.getByText(`1 of ${count}`)).toBeVisible();
    await expect(gallery.getByRole("button", { name: /^Show image \d+ of \d+$/ })).toHaveCount(count);

    await gallery.getByRole("button", { name: "Previous image" }).click();
    await expect(gallery.getByText(`${count} of ${count}`)).toBeVisible();
    await gallery.getByRole("button", { name: "Next image" }).click();
    await expect(gallery.getByText(`1 of ${count}`)).toBeVisible();
    await gallery.getByRole("button", { name: "Next image" }).click();
    await expect(gallery.getByText(`2 of ${count}`)).toBeVisible();
    await expect(gallery.getByRole("img", { name: `${summary.name}, image 2 of ${count}` })).toBeVisible();

    await gallery.getByRole("button", { name: `Show image 1 of ${count}` }).click();
    await expect(gallery.getByText(`1 of ${count}`)).toBeVisible();
    await gallery.getByRole("button", { name: `Show image ${count} of ${count}` }).click();
    await expect(gallery.getByText(`${count} of ${count}`)).toBeVisible();

    await gallery.getByRole("button", { name: /^Zoom in/ }).click();
    const dialog = page.getByRole("dialog", { name: summary.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("img", { name: `${summary.name}, image ${count} of ${count}` })).toBeVisible();
    await expect(dialog.getByText(`${count} of ${count}`, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(dialog.getByText(`1 of ${count}`, { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(gallery.getByText(`1 of ${count}`)).toBeVisible();
  });

  test("tabs show the description, the specifications and the reviews", async ({ page }) => {
    const products = await allProducts(page);
    const summary = products.find((product) => product.reviewCount > 0)!;
    const product = await getProduct(page, summary.slug);
    const reviews = await apiGet<Review[]>(page, `/api/products/${product.id}/reviews`);

    await page.goto(`/products/${product.slug}`);
    const tabs = page.getByRole("tablist", { name: "Product information" });
    await expect(tabs.getByRole("tab")).toHaveText(["Description", "Specifications", `Reviews (${product.reviewCount})`]);
    await expect(tabs.getByRole("tab", { name: "Description" })).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText(product.description?.trim() || "No description available for this product.");

    await tabs.getByRole("tab", { name: "Specifications" }).click();
    const code = productCode(product.sku);
    expect(code).toMatch(/^KK\d{6}$/);
    await expect(panel.getByRole("definition").first()).toHaveText(code);
    await expect(panel.getByRole("term")).toHaveText(
      ["Product Code", "Brand", "Category", ...(product.subcategory ? ["Subcategory"] : []), ...(product.size ? ["Size"] : [])],
    );
    await expect(panel.getByText(product.brand.name, { exact: true })).toBeVisible();
    await expect(panel.getByText(product.category.name, { exact: true })).toBeVisible();

    await tabs.getByRole("tab", { name: /^Reviews/ }).click();
    const shown = panel.getByRole("listitem");
    await expect(shown).toHaveCount(reviews.length);
    const [newest] = reviews;
    await expect(shown.first()).toContainText(`${newest!.rating}/5`);
    await expect(shown.first()).toContainText(newest!.comment);
    await expect(shown.first()).toContainText(newest!.user.firstName?.trim() || "Anonymous");
    await expect(shown.first().locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expectAccessible(page);
  });

  test("a product without reviews says so", async ({ page }) => {
    const products = await allProducts(page);
    const product = products.find((item) => item.reviewCount === 0)!;
    await page.goto(`/products/${product.slug}`);
    await page.getByRole("tab", { name: "Reviews (0)" }).click();
    await expect(page.getByText("No reviews yet. Be the first to review this product!")).toBeVisible();
  });

  test("the quantity goes from 1 up to the stock, not beyond", async ({ page }) => {
    const products = await allProducts(page);
    const product =
      products.find((item) => item.stockQuantity >= 2 && item.stockQuantity <= 6 && !item.hasOptions) ?? products.find((item) => item.stockQuantity >= 2 && !item.hasOptions)!;
    const stock = Math.min(product.stockQuantity, 6);
    await page.goto(`/products/${product.slug}`);

    const quantity = page.getByRole("status", { name: "Quantity" });
    const minus = page.getByRole("button", { name: "Decrease quantity" });
    const plus = page.getByRole("button", { name: "Increase quantity" });
    await expect(quantity).toHaveText("1");
    await expect(minus).toBeDisabled();
    for (let count = 2; count <= stock; count += 1) {
      await plus.click();
      await expect(quantity).toHaveText(String(count));
    }
    if (stock === product.stockQuantity) await expect(plus).toBeDisabled();
    await minus.click();
    await expect(quantity).toHaveText(String(stock - 1));
    await expect(plus).toBeEnabled();
  });

  test("a sold-out product cannot be added or bought", async ({ page }) => {
    const products = await allProducts(page);
    const product = products.find((item) => item.stockQuantity === 0 && !item.hasOptions)!;
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByText("Out of Stock", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Buy Now" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
  });

  test("a visitor pressing Add to Cart is asked to log in, and comes back to the product once signed in", async ({ page, request }) => {
    const customer = await registerViaApi(request);
    const product = (await allProducts(page)).find((item) => item.stockQuantity > 0 && !item.hasOptions)!;
    await page.goto(`/products/${product.slug}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    // Title and text in one look: the page goes on to sign in soon after, taking the toast with it.
    await expect(toasts(page)).toContainText(/Login Required\s*Please login to add items to cart\./);
    // The login endpoint leads to the sign-in page (the test shop has no identity provider), keeping the page to return to.
    await page.waitForURL(`/signin?returnUrl=${encodeURIComponent(`/products/${product.slug}`)}`);
    await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      `/signup?returnUrl=${encodeURIComponent(`/products/${product.slug}`)}`,
    );
    await page.getByLabel("Email").fill(customer.email);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`/products/${product.slug}`);
    await expect(toasts(page).getByText("Welcome back!")).toBeVisible();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toasts(page).getByText("Added to Cart")).toBeVisible();
  });

  test("a sign-in link never returns the shopper to another site", async ({ page }) => {
    await page.goto(`/signin?returnUrl=${encodeURIComponent("//evil.invalid/cart")}`);
    await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/signup");
    const listing = await page.request.get(`/api/login?returnUrl=${encodeURIComponent("https://evil.invalid/")}`, { maxRedirects: 0 });
    expect(listing.headers().location).toBe("/signin");
  });

  test("a visitor pressing Buy Now or the heart is asked to log in", async ({ page }) => {
    const product = (await allProducts(page)).find((item) => item.stockQuantity > 0 && !item.hasOptions)!;
    await page.goto(`/products/${product.slug}`);
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(toasts(page).getByText("Please login to proceed with purchase.")).toBeVisible();
    await page.waitForURL(/\/(signin|api\/login)/);

    await page.goto(`/products/${product.slug}`);
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    await expect(toasts(page).getByText("Please login to manage your wishlist.")).toBeVisible();
    await page.waitForURL(/\/(signin|api\/login)/);
  });

  test("an unknown product shows 'Product Not Found'", async ({ page }) => {
    await page.goto("/products/no-such-product-anywhere");
    await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
    await expect(page.getByText("The product you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Products" })).toHaveAttribute("href", "/products");
    await expectAccessible(page);
  });
});

test.describe("the product page for a signed-in shopper", () => {
  test("adds the chosen quantity to the cart and toggles the wishlist", async ({ page }) => {
    const customer = await registerViaApi(page.request);
    await signInViaApi(page, customer.email, customer.password);
    const product = (await allProducts(page)).find((item) => item.stockQuantity >= 10 && !item.hasOptions)!;

    await page.goto(`/products/${product.slug}`);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toasts(page).getByText("Added to Cart")).toBeVisible();
    const cart = await apiGet<Array<{ quantity: number; product: { id: number } }>>(page, "/api/cart");
    expect(cart).toEqual([expect.objectContaining({ quantity: 2, product: expect.objectContaining({ id: product.id }) })]);

    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    await expect(toasts(page).getByText("Added to Wishlist")).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove from Wishlist" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Remove from Wishlist" }).click();
    await expect(toasts(page).getByText("Removed from Wishlist")).toBeVisible();

    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page.getByRole("button", { name: "Buying..." })).toBeVisible();
    await expect(page).toHaveURL("/checkout");
  });
});

test.describe("the product page on a phone", () => {
  test("keeps the price, Add to Cart and Buy Now at the bottom once its own buttons scroll away @phone", async ({ page, request }) => {
    test.skip(test.info().project.name !== "phone", "phone layout");
    const customer = await registerViaApi(request);
    await signInViaApi(page, customer.email, customer.password);
    const product = (await allProducts(page)).find((item) => item.stockQuantity > 1 && !item.hasOptions)!;
    await page.goto(`/products/${product.slug}`);
    const bar = page.getByRole("region", { name: "Quick purchase" });
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(bar).toBeHidden();

    // Far enough down that the page's own buttons are gone: the bar appears, at the bottom edge of the screen.
    await page.evaluate(() => window.scrollTo(0, document.querySelector<HTMLElement>("[role=tablist]")!.getBoundingClientRect().top + window.scrollY));
    await expect(bar).toBeVisible();
    const viewport = page.viewportSize()!;
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    expect(box.width).toBe(viewport.width);
    await expect(bar.getByText(/₹[\d,]+\.\d\d/).first()).toBeVisible();
    await expectAccessible(page);

    await bar.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toasts(page).getByText("Added to Cart")).toBeVisible();

    // Back at the top, the page's own buttons are on screen and the bar goes.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  });

  test("is not shown on a wide screen", async ({ page }) => {
    test.skip(test.info().project.name === "phone", "wide screen");
    const product = (await allProducts(page)).find((item) => item.stockQuantity > 0 && !item.hasOptions)!;
    await page.goto(`/products/${product.slug}`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole("region", { name: "Quick purchase" })).toBeHidden();
  });
});
