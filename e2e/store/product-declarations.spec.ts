import type { Page } from "@playwright/test";
import type { ProductSummary } from "@shared/schemas/catalog";
import { admin, expect, expectAccessible, signInViaApi, test } from "../fixtures";
import { allProducts, getProduct } from "./catalog-helpers";

const rupees = (value: string) => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(Number(value));

/** A product on sale whose MRP is above its price: the struck-through original is then the MRP, not the price. */
async function onSaleBelowMrp(page: Page): Promise<ProductSummary> {
  const products = await allProducts(page);
  const product = products.find((item) => item.salePrice !== null && item.mrp !== null && Number(item.mrp) > Number(item.price) && item.stockQuantity > 0 && !item.hasOptions);
  expect(product, "the demo catalogue has a product on sale below its MRP").toBeDefined();
  return product!;
}

async function expectDeclarationsShown(page: Page, slug: string) {
  const product = await getProduct(page, slug);
  await page.goto(`/products/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();

  // The sale price, with the MRP struck through beside it and the badge counted from the MRP.
  await expect(page.getByText(`Sale price: ${rupees(product.salePrice!)}`, { exact: true })).toBeVisible();
  const struck = page.getByRole("main").locator("del").filter({ hasText: `MRP: ${rupees(product.mrp!)}` });
  await expect(struck).toBeVisible();
  const percent = Math.round(((Number(product.mrp) - Number(product.salePrice)) / Number(product.mrp)) * 100);
  await expect(page.getByText(`${percent}% OFF`, { exact: true })).toBeVisible();

  const details = page.getByRole("region", { name: "Product details" });
  await details.scrollIntoViewIfNeeded();
  await expect(details).toBeVisible();
  const row = (label: string) => details.locator(`dt:text-is("${label}") + dd`);
  await expect(row("MRP (incl. of all taxes)")).toHaveText(rupees(product.mrp!));
  await expect(row("Net quantity")).toHaveText(/^[\d.]+ (g|kg|ml|L|cm|m|pieces?|pairs?)$/);
  await expect(row("Country of origin")).toHaveText(product.declarations.countryOfOrigin!);
  const makerLabel = { manufacturer: "Manufactured by", packer: "Packed by", importer: "Imported by" }[product.declarations.makerRole!];
  await expect(row(makerLabel)).toContainText(product.declarations.makerName!);
  await expect(row(makerLabel)).toContainText(product.declarations.makerAddress!);
  if (product.declarations.bestBeforeMonths === null) {
    await expect(details.getByText("Best before")).toHaveCount(0);
  } else {
    await expect(row("Best before")).toHaveText(`${product.declarations.bestBeforeMonths} months from manufacture`);
  }
  return product;
}

test.describe("the product's declarations", () => {
  test("the product page shows 'Product details' and strikes through the MRP beside the sale price", async ({ page }) => {
    const summary = await onSaleBelowMrp(page);
    await expectDeclarationsShown(page, summary.slug);
    await expectAccessible(page);

    // The product's card strikes through the MRP too.
    await page.goto(`/products?search=${encodeURIComponent(summary.name)}`);
    const card = page.getByRole("article", { name: summary.name, exact: true });
    await expect(card.locator("del")).toHaveText(`MRP: ${rupees(summary.mrp!)}`);
  });

  test("the product page's details and MRP fit a phone @phone", async ({ page }) => {
    const summary = await onSaleBelowMrp(page);
    await expectDeclarationsShown(page, summary.slug);
    const width = page.viewportSize()!.width;
    const box = await page.getByRole("region", { name: "Product details" }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });

  test("the product form refuses an MRP below the selling price, under the MRP", async ({ page }) => {
    await signInViaApi(page, admin.email, admin.password);
    await page.goto("/admin/products");
    await expect(page.getByRole("heading", { name: /^Products \(\d+\)$/ })).toBeVisible();
    await page.getByRole("button", { name: /^Edit / }).first().click();
    const editor = page.getByRole("dialog", { name: "Edit Product" });
    await editor.getByLabel("Price (₹) *").fill("610");
    await editor.getByLabel("Discount (%)").fill("");
    await editor.getByLabel("MRP (₹)").fill("499");
    await editor.getByRole("button", { name: "Update Product" }).click();
    await expect(editor.getByText("The selling price ₹610.00 may not exceed the MRP ₹499.00")).toBeVisible();
    await expect(editor.getByLabel("MRP (₹)")).toBeFocused();
    await expect(editor.getByLabel("MRP (₹)")).toHaveAttribute("aria-invalid", "true");

    await editor.getByLabel("MRP (₹)").fill("649");
    await expect(editor.getByText(/may not exceed the MRP/)).toHaveCount(0);
  });
});
