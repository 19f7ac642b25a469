import type { Page } from "@playwright/test";
import sharp from "sharp";
import { admin, expect, expectAccessible, signInViaApi, test } from "../fixtures";

/** The shop's toast area (one toast at a time). */
// includeHidden: while a modal dialog is open, the rest of the page (the toasts too) is aria-hidden.
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });

/** A small PNG of one colour, made in the test. */
function png(colour: string) {
  return sharp({ create: { width: 24, height: 24, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Picks the first option of one of the form's Radix selects. */
async function chooseFirst(page: Page, label: string) {
  await page.getByRole("dialog").getByRole("combobox", { name: label }).click();
  await page.getByRole("option").first().click();
}

async function openManageProducts(page: Page) {
  await signInViaApi(page, admin.email, admin.password);
  await page.goto("/admin/products");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Products" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Products \(\d+\)$/ })).toBeVisible();
}

async function searchFor(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search the product list" }).fill(text);
}

test.describe("manage products", () => {
  test("creates a product with two uploaded images, edits, duplicates and deletes the copy", async ({ page }) => {
    // A long journey (uploads, an edit, a draft copy published and deleted): more than the default minute on a busy machine.
    test.setTimeout(150_000);
    await openManageProducts(page);
    await expectAccessible(page);

    const stamp = Date.now();
    const name = `E2E Muslin Swaddle ${stamp}`;
    const slug = `e2e-muslin-swaddle-${stamp}`;

    await page.getByRole("button", { name: "Add Product", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Product" });
    await expect(dialog).toBeVisible();

    // The form's own messages (see docs/product/admin-products.md#add-and-edit).
    await dialog.getByRole("button", { name: "Create Product" }).click();
    for (const message of ["Product name is required", "Slug is required", "Price is required", "Category is required", "Brand is required"]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }

    await dialog.getByLabel("Product Name *").fill(name);
    await expect(dialog.getByLabel("Slug *")).toHaveValue(slug);
    await dialog.getByLabel("Short Description").fill("Breathable muslin for newborns");
    await dialog.getByLabel("Price (₹) *").fill("799");
    await dialog.getByLabel("Discount (%)").fill("10");
    await expect(dialog.getByLabel("Sale Price (₹)")).toHaveValue("719.10");
    await dialog.getByLabel("Discount (%)").fill("");
    await expect(dialog.getByLabel("Sale Price (₹)")).toHaveValue("");
    await dialog.getByLabel("Discount (%)").fill("10");
    await dialog.getByLabel("SKU").fill(`E2E-${stamp}`);
    await dialog.getByLabel("Stock Quantity").fill("12");
    await dialog.getByLabel("Size").fill("Newborn");
    await chooseFirst(page, "Category *");
    await chooseFirst(page, "Brand *");
    await dialog.getByLabel("Tags").fill("muslin, newborn");
    await expect(dialog.getByRole("switch", { name: "Active" })).toHaveAttribute("aria-checked", "true");
    await dialog.getByRole("switch", { name: "Featured" }).click();
    await expect(dialog.getByRole("switch", { name: "Featured" })).toHaveAttribute("aria-checked", "true");

    await dialog.getByTestId("image-file-input").setInputFiles([
      { name: "swaddle-front.png", mimeType: "image/png", buffer: await png("#f4a7b9") },
      { name: "swaddle-back.png", mimeType: "image/png", buffer: await png("#a7d3f4") },
    ]);
    const attached = dialog.getByRole("list", { name: "Attached images" }).getByRole("listitem");
    await expect(attached).toHaveCount(2, { timeout: 20_000 });
    await expect(attached.first()).toContainText("/public-objects/");
    await expectAccessible(page);

    await dialog.getByRole("button", { name: "Create Product" }).click();
    await expect(toasts(page).getByText("Product Created")).toBeVisible();
    await expect(dialog).toBeHidden();

    await searchFor(page, name);
    const row = page.getByRole("listitem", { name, exact: true });
    await expect(row).toBeVisible();
    await expect(row.getByText("Active")).toBeVisible();
    await expect(row.getByText("Featured")).toBeVisible();
    await expect(row).toContainText("₹719.10");
    await expect(row).toContainText(`E2E-${stamp}`);

    // The storefront shows it, with both uploaded images.
    const shown = await page.request.get(`/api/products/${slug}`);
    expect(shown.status()).toBe(200);
    const product = (await shown.json()) as { images: string[]; imageUrl: string };
    expect(product.images).toHaveLength(2);
    expect(product.imageUrl).toBe(product.images[0]);
    expect(product.images.every((path) => path.startsWith("/public-objects/"))).toBe(true);
    const image = await page.request.get(product.images[0]!);
    expect(image.status()).toBe(200);
    await expect(row.getByRole("link", { name: `View ${name} in the shop` })).toHaveAttribute("href", `/products/${slug}`);

    // Edit: the slug stays, the price changes.
    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const editor = page.getByRole("dialog", { name: "Edit Product" });
    await expect(editor.getByLabel("Product Name *")).toHaveValue(name);
    await expect(editor.getByRole("list", { name: "Attached images" }).getByRole("listitem")).toHaveCount(2);
    await editor.getByLabel("Product Name *").fill(`${name} Plus`);
    await expect(editor.getByLabel("Slug *")).toHaveValue(slug);
    await editor.getByLabel("Product Name *").fill(name);
    await editor.getByLabel("Price (₹) *").fill("999");
    await editor.getByRole("button", { name: "Move image 2 up" }).click();
    await editor.getByRole("button", { name: "Update Product" }).click();
    await expect(toasts(page).getByText("Product Updated")).toBeVisible();
    await expect(editor).toBeHidden();
    await expect(row).toContainText("₹899.10");
    const edited = (await (await page.request.get(`/api/products/${slug}`)).json()) as { images: string[]; imageUrl: string };
    expect(edited.images).toEqual([product.images[1], product.images[0]]);
    expect(edited.imageUrl).toBe(product.images[1]);

    // Duplicate, then delete the copy.
    await row.getByRole("button", { name: `Duplicate ${name}` }).click();
    const confirmCopy = page.getByRole("dialog", { name: "Duplicate Product" });
    await expect(confirmCopy.getByText(`Are you sure you want to duplicate "${name}"?`)).toBeVisible();
    await confirmCopy.getByRole("button", { name: "Duplicate" }).click();
    await expect(toasts(page).getByText("Product Duplicated")).toBeVisible();
    const copy = page.getByRole("listitem", { name: `${name} (Copy)`, exact: true });
    await expect(copy).toBeVisible();
    await expect(copy).toContainText(`E2E-${stamp}-COPY`);
    // The copy is a draft, with no stock, until it is published.
    await expect(copy).toContainText("Draft");
    await expect(copy).toContainText("Stock:0");
    await copy.getByRole("button", { name: `Publish ${name} (Copy)` }).click();
    await expect(toasts(page).getByText("Product Published")).toBeVisible();
    await expect(copy).toContainText("Active");
    await expect(copy.getByRole("button", { name: `Publish ${name} (Copy)` })).toBeHidden();

    await copy.getByRole("button", { name: `Delete ${name} (Copy)` }).click();
    const confirmDelete = page.getByRole("dialog", { name: "Delete Product" });
    await expect(confirmDelete.getByText("Are you sure you want to delete this product?")).toBeVisible();
    await confirmDelete.getByRole("button", { name: "Delete" }).click();
    await expect(toasts(page).getByText("Product Deleted")).toBeVisible();
    await expect(copy).toBeHidden();
    await expect(row).toBeVisible();

    // A slug already taken: the answer names the field, which gets the focus.
    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const { products } = (await (await page.request.get("/api/products?limit=5")).json()) as { products: { slug: string }[] };
    const taken = products.find((other) => other.slug !== slug)!.slug;
    await editor.getByLabel("Slug *").fill(taken);
    await editor.getByRole("button", { name: "Update Product" }).click();
    await expect(toasts(page).getByText("Update Failed")).toBeVisible();
    await expect(editor.getByLabel("Slug *")).toBeFocused();
    await expect(editor.getByLabel("Slug *")).toHaveAttribute("aria-invalid", "true");
  });

  test("bulk-adds three products from text and refuses a short line", async ({ page }) => {
    await openManageProducts(page);
    const categories = (await (await page.request.get("/api/categories")).json()) as { id: number }[];
    const brands = (await (await page.request.get("/api/brands")).json()) as { id: number }[];
    const [category, brand] = [categories[0]!.id, brands[0]!.id];
    const stamp = Date.now();

    await page.getByRole("button", { name: "Bulk Add Products" }).click();
    const dialog = page.getByRole("dialog", { name: "Bulk Add Products" });
    const create = dialog.getByRole("button", { name: "Create Products" });
    await expect(create).toBeDisabled();
    await expect(dialog.getByRole("region", { name: "Categories" })).toContainText(String(category));
    await expectAccessible(page);

    const products = dialog.getByLabel("Products");
    await products.fill(`Bulk Bib ${stamp}, 149, ${category}, ${brand}\nBulk Rattle ${stamp}, 199`);
    await create.click();
    await expect(toasts(page).getByText("Invalid Format")).toBeVisible();
    await expect(toasts(page).getByText("Line 2: Minimum 4 fields required (name,price,categoryId,brandId)")).toBeVisible();
    // Closing the toast leaves the dialog, and what was typed in it, as they were.
    await toasts(page).getByRole("button", { name: "Close" }).click();
    await expect(toasts(page)).toBeHidden();
    await expect(dialog).toBeVisible();

    // A category that does not exist is named with its line before anything is sent; what only the server
    // finds (a price that is not one) is told by the text line too, and nothing is created.
    await products.fill(`Bulk Bib ${stamp}, 149, ${category}, ${brand}\n\nBulk Rattle ${stamp}, 199, 9999, ${brand}`);
    await create.click();
    await expect(toasts(page).getByText("Line 3: unknown category 9999")).toBeVisible();
    await products.fill(`Bulk Bib ${stamp}, 149, ${category}, ${brand}\n\nBulk Rattle ${stamp}, cheap, ${category}, ${brand}`);
    await create.click();
    await expect(toasts(page).getByText(/Failed to create products in bulk\. Please check your data format\. Line 3 \(price\): /)).toBeVisible();
    await expect(dialog).toBeVisible();

    await products.fill(
      [`Bulk Bib ${stamp}, 149, ${category}, ${brand}`, "", `Bulk Rattle ${stamp}, 199, ${category}, ${brand}, 30`, `Bulk Blanket ${stamp}, 899.50, ${category}, ${brand}, lots, Soft and warm`].join("\n"),
    );
    await create.click();
    await expect(toasts(page).getByText("Bulk Products Created")).toBeVisible();
    await expect(toasts(page).getByText("Successfully created 3 products.")).toBeVisible();
    await expect(dialog).toBeHidden();

    await searchFor(page, `${stamp}`);
    await expect(page.getByRole("heading", { name: "Products (3)" })).toBeVisible();
    await expect(page.getByRole("listitem", { name: `Bulk Rattle ${stamp}` })).toContainText("Stock:30");
    await expect(page.getByRole("listitem", { name: `Bulk Blanket ${stamp}` })).toContainText("Stock:0");
    // Rows start as drafts: not in the shop until published.
    const bib = page.getByRole("listitem", { name: `Bulk Bib ${stamp}` });
    await expect(bib).toContainText("Draft");
    expect((await page.request.get(`/api/products/bulk-bib-${stamp}`)).status()).toBe(404);
    await bib.getByRole("button", { name: `Publish Bulk Bib ${stamp}` }).click();
    await expect(bib).toContainText("Active");
    expect((await page.request.get(`/api/products/bulk-bib-${stamp}`)).status()).toBe(200);

    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page.getByRole("searchbox", { name: "Search the product list" })).toHaveValue("");
  });
});
