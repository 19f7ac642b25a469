import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { optionValueWords } from "@shared/option-words";
import type { ProductDetail, ProductVariant } from "@shared/schemas/catalog";
import { pdfText } from "../../server/test/pdf-text";
import { expect, expectAccessible, test } from "../fixtures";
import { allProducts, getProduct, listProducts } from "../store/catalog-helpers";
import { fillShippingAddress, rupees, setOrderStatusAsAdmin, signedInCustomer, toasts } from "./shop-helpers";

const paysPaise = (variant: ProductVariant) => Math.round(Number(variant.salePrice ?? variant.price) * 100);

/** A demo product sold in sizes, with at least two sizes in stock at different prices (read from the API). */
async function productInSizes(page: Page): Promise<{ product: ProductDetail; first: ProductVariant; second: ProductVariant }> {
  const candidates = (await allProducts(page)).filter((product) => product.hasOptions && product.inStock && /pants/i.test(product.name));
  for (const summary of candidates) {
    const product = await getProduct(page, summary.slug);
    const bySize = new Map<string, ProductVariant>();
    for (const variant of product.variants) {
      const size = variant.options.Size;
      if (size !== undefined && variant.stockQuantity >= 3 && !bySize.has(size)) bySize.set(size, variant);
    }
    const [first, second] = [...bySize.values()].reverse();
    if (first && second && paysPaise(first) !== paysPaise(second)) return { product, first, second };
  }
  throw new Error("no demo pants with two sizes in stock at different prices");
}

/** The product page's own large price ("Inclusive of all taxes" under it). */
const bigPrice = (page: Page) => page.getByRole("main").locator("p", { hasText: "Inclusive of all taxes" });

/** Taps a value of a picker's group as a parent does: on its visible box (the radio itself is hidden). */
async function chooseValue(group: Locator, value: string) {
  const radio = group.getByRole("radio", { name: value, exact: true });
  await group.locator("label").filter({ has: group.page().getByRole("radio", { name: value, exact: true }) }).click();
  await expect(radio).toBeChecked();
}

/** The variant the page's address names, as the API describes it. */
function chosenVariant(page: Page, product: ProductDetail): ProductVariant {
  const id = Number(new URL(page.url()).searchParams.get("variant"));
  const variant = product.variants.find((entry) => entry.id === id);
  expect(variant, `variant ${id} of ${product.slug}`).toBeDefined();
  return variant!;
}

test.describe("a product sold in sizes", () => {
  test("a parent picks a size, sees its price, buys it, and finds the size on the order and its invoice @phone", async ({ page, browser }) => {
    await signedInCustomer(page);
    const { product, first, second } = await productInSizes(page);
    // Searched with the size's word ("… pants medium", "… xxl"), the product opens on that size.
    const [code, spelled] = optionValueWords(first.options.Size!);
    const sizeWord = code!.length > 1 ? code! : spelled!;
    await page.goto(`/products?search=${encodeURIComponent(`${product.name} ${sizeWord}`)}`);
    await page.getByRole("article", { name: product.name, exact: true }).getByRole("link", { name: product.name, exact: true }).click();
    await expect(page).toHaveURL(/[?&]variant=\d+/);
    const sizes = page.getByRole("radiogroup", { name: "Size" });
    await expect(sizes.getByRole("radio", { name: first.options.Size, exact: true })).toBeChecked();
    const shownFirst = chosenVariant(page, product);
    expect(shownFirst.options.Size).toBe(first.options.Size);
    await expect(bigPrice(page)).toContainText(rupees(paysPaise(shownFirst)));

    await chooseValue(sizes, second.options.Size!);
    await expect(page).not.toHaveURL(new RegExp(`variant=${shownFirst.id}$`));
    const bought = chosenVariant(page, product);
    expect(bought.options.Size).toBe(second.options.Size);
    await expect(bigPrice(page)).toContainText(rupees(paysPaise(bought)));
    await expect(page.getByText(`In Stock: ${bought.stockQuantity} available`)).toBeVisible();
    await expect(sizes).toContainText(`Size: ${second.options.Size}`);
    await expectAccessible(page);

    const sizeLabel = `Size: ${second.options.Size}`;
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(toasts(page).getByText("Added to Cart")).toBeVisible();
    await expect(toasts(page)).toContainText(`${product.name} (${sizeLabel}`);

    await page.goto("/checkout");
    await expect(page.getByRole("list", { name: "Items in your order" })).toContainText(sizeLabel);
    await fillShippingAddress(page);
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]+\/confirmation$/);
    await expect(page.getByRole("main")).toContainText(sizeLabel);
    await expect(page.getByRole("main")).toContainText(rupees(paysPaise(bought)));
    const orderId = /\/orders\/([0-9a-f-]+)\/confirmation$/.exec(page.url())![1]!;

    await page.goto(`/orders/${orderId}`);
    await expect(page.getByRole("main")).toContainText(sizeLabel);

    await setOrderStatusAsAdmin(browser, orderId, "shipped");
    await page.reload();
    const link = page.getByRole("link", { name: /^Download invoice / });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const invoice = await pdfText(await readFile((await download.path())!));
    // The description wraps within its column.
    expect(invoice.replace(/\s+/g, " ")).toContain(`${product.name} (${sizeLabel}`);
  });
});

test("the list of a category sold in sizes filters by size", async ({ page }) => {
  const { product, second } = await productInSizes(page);
  const size = second.options.Size!;
  await page.goto(`/products?category=${product.category.slug}`);
  await page.getByLabel("Size", { exact: true }).selectOption(size);
  await expect(page).toHaveURL(new RegExp(`[?&]size=${encodeURIComponent(size)}`));
  await expect(page.getByText("Filters Applied", { exact: true }).filter({ visible: true })).toBeVisible();
  const sized = (await listProducts(page, { categoryId: product.category.id, size, limit: 12, sortBy: "createdAt", sortOrder: "desc" })).products;
  expect(sized.length).toBeGreaterThan(0);
  await expect(page.getByRole("article")).toHaveCount(sized.length);
  await expectAccessible(page);
});

test.describe("a shared link to a size, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("opens with that size chosen and its price shown by the server", async ({ page }) => {
    const { product, second } = await productInSizes(page);
    await page.goto(`/products/${product.slug}?size=${encodeURIComponent(second.options.Size!.toLowerCase())}`);
    const sizes = page.getByRole("radiogroup", { name: "Size" });
    await expect(sizes.getByRole("radio", { name: second.options.Size, exact: true })).toBeChecked();
    await expect(sizes).toContainText(`Size: ${second.options.Size}`);
    // Another pack of the same size may be the one shown: its price is one of that size's.
    const prices = product.variants.filter((variant) => variant.options.Size === second.options.Size).map((variant) => rupees(paysPaise(variant)));
    await expect(bigPrice(page)).toContainText(new RegExp(prices.map((price) => price.replace(/[.$]/g, "\\$&")).join("|")));
  });
});
