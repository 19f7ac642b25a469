import type { Page } from "@playwright/test";
import type { Brand, CategoryWithSubcategories } from "@shared/schemas/catalog";
import { expect, expectAccessible, registerViaApi, signInViaApi, test } from "../fixtures";
import {
  allProducts,
  apiGet,
  expectProductNames,
  listProducts,
  productCard,
  productList,
  toasts,
  unitPaise,
} from "./catalog-helpers";

/** The 'Filters Applied' badge where it shows (in the filter panel, or beside the folded filters on a phone). */
const filtersApplied = (page: Page) => page.getByText("Filters Applied", { exact: true }).filter({ visible: true });

const NEWEST = { limit: 12, sortBy: "createdAt", sortOrder: "desc" } as const;
const names = (response: { products: Array<{ name: string }> }) => response.products.map((product) => product.name);

test.describe("the products page", () => {
  test("lists the newest products, 12 a page, with the total", async ({ page }) => {
    const expected = await listProducts(page, NEWEST);
    await page.goto("/products");
    await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
    await expectProductNames(page, names(expected));
    await expect(page.getByText(`Showing 12 of ${expected.total} products`)).toBeVisible();
    await expect(page.getByLabel("Sort by")).toHaveValue("newest");
    await expect(filtersApplied(page)).toBeHidden();
    await expectAccessible(page);
  });

  test("searches from the filter panel and keeps the search in the URL", async ({ page }) => {
    const [first] = (await listProducts(page, NEWEST)).products;
    const term = first!.brand.name;
    const expected = await listProducts(page, { limit: 12, search: term });

    await page.goto("/products");
    const search = page.getByRole("searchbox", { name: "Search", exact: true });
    await search.fill(`  ${term} `);
    await search.press("Enter");

    await expect(page).toHaveURL((url) => url.pathname === "/products" && url.searchParams.get("search") === term);
    await expectProductNames(page, names(expected));
    await expect(page.getByText(`Showing ${expected.products.length} of ${expected.total} products`)).toBeVisible();
    await expect(filtersApplied(page)).toBeVisible();
    await expect(page.getByLabel("Sort by")).toHaveValue("relevance");
    await expectAccessible(page);
  });

  test("filters by category, then by one of its subcategories, and a new category forgets the subcategory", async ({ page }) => {
    const categories = await apiGet<CategoryWithSubcategories[]>(page, "/api/categories-with-subcategories");
    const category = categories.find((item) => item.subcategories.length > 1)!;
    const other = categories.find((item) => item.id !== category.id)!;
    let subcategory = category.subcategories[0]!;
    for (const candidate of category.subcategories) {
      if ((await listProducts(page, { subcategoryId: candidate.id, limit: 1 })).total > 0) {
        subcategory = candidate;
        break;
      }
    }

    await page.goto("/products");
    await page.getByLabel("Category", { exact: true }).selectOption(category.slug);
    await expect(page).toHaveURL(`/products?category=${category.slug}`);
    await expectProductNames(page, names(await listProducts(page, { ...NEWEST, categoryId: category.id })));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);

    // Only the chosen category's subcategories are offered.
    const subcategorySelect = page.getByLabel("Subcategory", { exact: true });
    await expect(subcategorySelect.getByRole("option")).toHaveText(["All Subcategories", ...category.subcategories.map((item) => item.name)]);
    await subcategorySelect.selectOption(subcategory.slug);
    await expect(page).toHaveURL(`/products?category=${category.slug}&subcategory=${subcategory.slug}`);
    const inSubcategory = await listProducts(page, { ...NEWEST, subcategoryId: subcategory.id });
    await expectProductNames(page, names(inSubcategory));
    for (const product of inSubcategory.products) expect(product.subcategory?.slug).toBe(subcategory.slug);

    await page.getByLabel("Category", { exact: true }).selectOption(other.slug);
    await expect(page).toHaveURL(`/products?category=${other.slug}`);
    await expect(subcategorySelect).toHaveValue("");

    // The back button walks back through the filters.
    await page.goBack();
    await expect(page).toHaveURL(`/products?category=${category.slug}&subcategory=${subcategory.slug}`);
    await expect(subcategorySelect).toHaveValue(subcategory.slug);
    await expectProductNames(page, names(inSubcategory));
  });

  test("a subcategory link also selects its parent category", async ({ page }) => {
    const categories = await apiGet<CategoryWithSubcategories[]>(page, "/api/categories-with-subcategories");
    const category = categories.find((item) => item.subcategories.length > 0)!;
    const subcategory = category.subcategories.at(-1)!;

    await page.goto(`/products?subcategory=${subcategory.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(subcategory.name);
    await expect(page.getByLabel("Category", { exact: true })).toHaveValue(category.slug);
    await expect(page.getByLabel("Subcategory", { exact: true })).toHaveValue(subcategory.slug);
    const expected = await listProducts(page, { ...NEWEST, subcategoryId: subcategory.id });
    if (expected.total === 0) await expect(page.getByText("No products found")).toBeVisible();
    else await expectProductNames(page, names(expected));
  });

  test("filters by brand; every card shows that brand", async ({ page }) => {
    const brands = await apiGet<Brand[]>(page, "/api/brands");
    const [first] = (await listProducts(page, NEWEST)).products;
    const brand = brands.find((item) => item.slug === first!.brand.slug)!;
    const expected = await listProducts(page, { ...NEWEST, brandId: brand.id });

    await page.goto("/products");
    await page.getByLabel("Brand", { exact: true }).selectOption(brand.slug);
    await expect(page).toHaveURL(`/products?brand=${brand.slug}`);
    await expectProductNames(page, names(expected));
    const cards = productList(page).getByRole("article");
    await expect(cards).toHaveCount(expected.products.length);
    for (const card of await cards.all()) await expect(card.getByText(brand.name, { exact: true })).toBeVisible();
  });

  test("filters by price with the slider; minPrice and maxPrice only when narrowed", async ({ page }) => {
    await page.goto("/products");
    const minimum = page.getByRole("slider", { name: "Minimum price" });
    const maximum = page.getByRole("slider", { name: "Maximum price" });
    await expect(minimum).toHaveAttribute("aria-valuemax", "50000");
    await expect(minimum).toHaveAttribute("aria-valuenow", "0");
    await expect(maximum).toHaveAttribute("aria-valuenow", "50000");

    // Keyboard: Page Down moves by ₹1,000, the arrows by ₹100.
    await maximum.focus();
    for (let step = 0; step < 45; step += 1) await maximum.press("PageDown");
    await minimum.focus();
    for (let step = 0; step < 5; step += 1) await minimum.press("ArrowRight");
    await expect(page).toHaveURL("/products?minPrice=500&maxPrice=5000");

    const expected = await listProducts(page, { ...NEWEST, minPrice: 500, maxPrice: 5000 });
    expect(expected.total).toBeGreaterThan(0);
    for (const product of expected.products) expect(unitPaise(product)).toBeGreaterThanOrEqual(50_000);
    for (const product of expected.products) expect(unitPaise(product)).toBeLessThanOrEqual(500_000);
    await expectProductNames(page, names(expected));
    await expect(filtersApplied(page)).toBeVisible();

    // Back to the full range: no price in the URL at all.
    await minimum.press("Home");
    await maximum.press("End");
    await expect(page).toHaveURL("/products");
  });

  test("sorts in each of the seven orders", async ({ page }) => {
    const sorts = [
      { label: "Oldest", value: "oldest", sortBy: "createdAt", sortOrder: "asc" },
      { label: "Name A to Z", value: "name-asc", sortBy: "name", sortOrder: "asc" },
      { label: "Name Z to A", value: "name-desc", sortBy: "name", sortOrder: "desc" },
      { label: "Price Low to High", value: "price-asc", sortBy: "price", sortOrder: "asc" },
      { label: "Price High to Low", value: "price-desc", sortBy: "price", sortOrder: "desc" },
      { label: "Highest Rated", value: "rating", sortBy: "rating", sortOrder: "desc" },
      { label: "Newest", value: "newest", sortBy: "createdAt", sortOrder: "desc" },
    ] as const;
    await page.goto("/products");
    await expect(page.getByLabel("Sort by").getByRole("option")).toHaveText(
      ["Newest", "Oldest", "Name A to Z", "Name Z to A", "Price Low to High", "Price High to Low", "Highest Rated"],
    );

    for (const sort of sorts) {
      await page.getByLabel("Sort by").selectOption({ label: sort.label });
      await expect(page).toHaveURL(sort.value === "newest" ? "/products" : `/products?sort=${sort.value}`);
      const expected = await listProducts(page, { limit: 12, sortBy: sort.sortBy, sortOrder: sort.sortOrder });
      await expectProductNames(page, names(expected));

      const products = expected.products;
      const inOrder = (compare: (a: (typeof products)[number], b: (typeof products)[number]) => boolean) =>
        products.every((product, index) => index === 0 || compare(products[index - 1]!, product));
      if (sort.sortBy === "price") {
        expect(inOrder((a, b) => (sort.sortOrder === "asc" ? unitPaise(a) <= unitPaise(b) : unitPaise(a) >= unitPaise(b)))).toBe(true);
      }
      if (sort.sortBy === "rating") expect(inOrder((a, b) => a.avgRating >= b.avgRating)).toBe(true);
    }
  });

  test("pages with Previous, page numbers and Next, kept in the URL", async ({ page }) => {
    const first = await listProducts(page, NEWEST);
    const second = await listProducts(page, { ...NEWEST, offset: 12 });
    const third = await listProducts(page, { ...NEWEST, offset: 24 });
    expect(names(second)).not.toEqual(names(first));

    await page.goto("/products");
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();
    // Page numbers are links (they work without the app's code too); the current page is not one.
    await expect(pager.getByRole("listitem")).toHaveText(["1", "2", "3", "4", "5"]);
    await expect(pager.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/products?page=2");

    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/products?page=2");
    await expectProductNames(page, names(second));
    await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

    await pager.getByRole("link", { name: "Page 3" }).click();
    await expect(page).toHaveURL("/products?page=3");
    await expectProductNames(page, names(third));

    await page.goBack();
    await expect(page).toHaveURL("/products?page=2");
    await expectProductNames(page, names(second));

    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL("/products");
    await expectProductNames(page, names(first));

    // The last page: Next is disabled, and the five page numbers end at it.
    const lastPage = Math.ceil(first.total / 12);
    await page.goto(`/products?page=${lastPage}`);
    await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
    await expect(pager.getByRole("listitem").last()).toHaveText(String(lastPage));
    await expectAccessible(page);
  });

  test("the price slider follows a drag of the thumb nearest to where the track is pressed", async ({ page }) => {
    await page.goto("/products");
    const maximum = page.getByRole("slider", { name: "Maximum price" });
    const track = (await maximum.locator("..").boundingBox())!;
    await page.mouse.move(track.x + track.width - 2, track.y + track.height / 2);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width / 2, track.y + track.height / 2, { steps: 5 });
    await page.mouse.up();
    const value = Number(await maximum.getAttribute("aria-valuenow"));
    expect(value).toBeGreaterThan(20_000);
    expect(value).toBeLessThan(30_000);
    await expect(maximum).toBeFocused();
    await expect(page).toHaveURL(`/products?maxPrice=${value}`);
    await expect(page.getByRole("slider", { name: "Minimum price" })).toHaveAttribute("aria-valuenow", "0");
  });

  test("Clear resets every filter, the sort and the page", async ({ page }) => {
    const [first] = (await listProducts(page, NEWEST)).products;
    await page.goto(`/products?search=${encodeURIComponent(first!.brand.name)}&brand=${first!.brand.slug}&maxPrice=20000&sort=price-asc&page=1`);
    await expect(filtersApplied(page)).toBeVisible();
    await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");

    await page.getByRole("button", { name: "Clear" }).click();
    await expect(page).toHaveURL("/products");
    await expect(filtersApplied(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Clear" })).toBeHidden();
    await expect(page.getByLabel("Sort by")).toHaveValue("newest");
    await expect(page.getByRole("searchbox", { name: "Search", exact: true })).toHaveValue("");
    await expect(page.getByRole("slider", { name: "Maximum price" })).toHaveAttribute("aria-valuenow", "50000");
    await expectProductNames(page, names(await listProducts(page, NEWEST)));
  });

  test("shows 'No products found' and Reset Filters brings the whole list back", async ({ page }) => {
    const nonsense = "qxzvwj kplmq";
    expect((await listProducts(page, { search: nonsense })).total).toBe(0);

    await page.goto(`/products?search=${encodeURIComponent(nonsense)}`);
    await expect(page.getByText("No products found")).toBeVisible();
    await expect(page.getByText("Showing 0 of 0 products")).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Reset Filters" }).click();
    await expect(page).toHaveURL("/products");
    await expectProductNames(page, names(await listProducts(page, NEWEST)));
  });

  test("reads a typo as the word meant, says so, and searches the words exactly when asked @phone", async ({ page }) => {
    await page.goto("/products?search=pampars");
    await expect(page.getByText("Showing results for pampers.")).toBeVisible();
    await expect(productList(page).getByText(/Pampers/).first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Search for “pampars” exactly" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("search") === '"pampars"');
    await expect(page.getByRole("heading", { name: "Results for “\"pampars\"”" })).toBeVisible();
    await expect(page.getByText("Showing results for")).toHaveCount(0);
  });

  test("visitors see 'Sign In to Add' and 'Sign In to Buy' leading to /signin and back, and sold-out cards", async ({ page }) => {
    const products = await allProducts(page);
    const soldOutIndex = products.findIndex((product) => product.stockQuantity === 0);
    expect(soldOutIndex).toBeGreaterThanOrEqual(0);
    const soldOut = products[soldOutIndex]!;

    const listPage = `/products?page=${Math.floor(soldOutIndex / 12) + 1}`;
    const signIn = `/signin?returnUrl=${encodeURIComponent(listPage)}`;
    await page.goto(listPage);
    const card = productCard(page, soldOut.name);
    await expect(card.getByText("Out of Stock")).toBeVisible();
    await expect(card.getByRole("button", { name: "Sign In to Add" })).toBeDisabled();
    await expect(card.getByRole("button", { name: "Sign In to Buy" })).toBeDisabled();

    const inStock = products.slice(Math.floor(soldOutIndex / 12) * 12).find((product) => product.stockQuantity > 0 && !product.hasOptions)!;
    const available = productCard(page, inStock.name);
    await expect(available.getByRole("link", { name: "Sign In to Buy", exact: true })).toHaveAttribute("href", signIn);
    await expect(available.getByRole("link", { name: /wishlist/ })).toHaveAttribute("href", signIn);
    await available.getByRole("link", { name: "Sign In to Add", exact: true }).click();
    await expect(page).toHaveURL(signIn);
  });

  test("a card links to its product page", async ({ page }) => {
    const [first] = (await listProducts(page, NEWEST)).products;
    await page.goto("/products");
    await productCard(page, first!.name).getByRole("link", { name: first!.name, exact: true }).click();
    await expect(page).toHaveURL(`/products/${first!.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: first!.name })).toBeVisible();
  });

  test("the filters open and close with a button on a phone @phone", async ({ page }) => {
    test.skip(test.info().project.name !== "phone", "phone layout");
    const categories = await apiGet<CategoryWithSubcategories[]>(page, "/api/categories-with-subcategories");
    await page.goto("/products");
    const toggle = page.getByRole("button", { name: "Show Filters" });
    const category = page.getByLabel("Category", { exact: true });
    await expect(category).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await expect(category).toBeVisible();
    await expect(page.getByRole("button", { name: "Hide Filters" })).toHaveAttribute("aria-expanded", "true");
    await category.selectOption(categories[0]!.slug);
    await expect(page).toHaveURL(`/products?category=${categories[0]!.slug}`);
    await expect(filtersApplied(page)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Hide Filters" }).click();
    await expect(category).toBeHidden();
    await expect(productList(page)).toBeVisible();
    // Folded away, the filters still say they apply, and Clear is at hand.
    await expect(filtersApplied(page)).toBeVisible();
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(page).toHaveURL("/products");
    await expect(filtersApplied(page)).toBeHidden();
  });
});

test.describe("the products page for a signed-in shopper", () => {
  test.beforeEach(async ({ page }) => {
    const customer = await registerViaApi(page.request);
    await signInViaApi(page, customer.email, customer.password);
  });

  test("Bulk Add mode adds two chosen products to the cart", async ({ page }) => {
    // Products sold in options are chosen on their own pages.
    const inStock = (await listProducts(page, NEWEST)).products.filter((product) => product.stockQuantity > 0 && !product.hasOptions);
    await page.goto("/products");
    const bulkAdd = page.getByRole("button", { name: "Bulk Add" });
    await bulkAdd.click();
    await expect(bulkAdd).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Add 0 to Cart" })).toBeDisabled();

    // Select all on this page, then turning the mode off and on clears the choice.
    await page.getByLabel("Select all on this page").check();
    await expect(page.getByRole("button", { name: `Add ${inStock.length} to Cart` })).toBeEnabled();
    await bulkAdd.click();
    await expect(page.getByLabel("Select all on this page")).toBeHidden();
    await bulkAdd.click();
    await expect(page.getByRole("button", { name: "Add 0 to Cart" })).toBeDisabled();

    for (const product of inStock.slice(0, 2)) await productCard(page, product.name).getByRole("checkbox").check();
    await expect(page.getByText("2 selected")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Add 2 to Cart" }).click();

    await expect(toasts(page).getByText("Products Added!")).toBeVisible();
    await expect(toasts(page).getByText("2 products added to your cart")).toBeVisible();
    await expect(bulkAdd).toHaveAttribute("aria-pressed", "false");
    await expect(productList(page).getByRole("checkbox")).toHaveCount(0);

    const cart = await apiGet<Array<{ quantity: number; product: { id: number } }>>(page, "/api/cart");
    expect(cart.map((line) => line.product.id).sort()).toEqual(inStock.slice(0, 2).map((product) => product.id).sort());
    expect(cart.every((line) => line.quantity === 1)).toBe(true);
  });

  test("cards add to the cart and toggle the wishlist", async ({ page }) => {
    const product = (await listProducts(page, NEWEST)).products.find((item) => item.stockQuantity > 0 && !item.hasOptions)!;
    await page.goto("/products");
    const card = productCard(page, product.name);

    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toasts(page).getByText("Added to Cart")).toBeVisible();

    await card.getByRole("button", { name: `Add ${product.name} to wishlist` }).click();
    await expect(toasts(page).getByText("Added to Wishlist")).toBeVisible();
    const heart = card.getByRole("button", { name: `Remove ${product.name} from wishlist` });
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await heart.click();
    await expect(toasts(page).getByText("Removed from Wishlist")).toBeVisible();

    const cart = await apiGet<Array<{ quantity: number; product: { id: number } }>>(page, "/api/cart");
    expect(cart).toEqual([expect.objectContaining({ quantity: 1, product: expect.objectContaining({ id: product.id }) })]);
    expect(await apiGet<unknown[]>(page, "/api/wishlist")).toEqual([]);
  });
});
