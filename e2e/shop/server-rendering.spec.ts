import { expect, holdBack, test, waitForApp } from "../fixtures";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shopper browses from the home page to a category, a product and the next page of results, and searches", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.getByRole("navigation", { name: "Shop by category" }).getByRole("link", { name: "Feeding", exact: true }).click();
    await expect(page).toHaveURL(/\/products\?category=feeding$/);
    await expect(page.getByRole("heading", { level: 1, name: "Feeding" })).toBeVisible();
    const firstPage = await page.getByRole("article").first().getByRole("heading").textContent();

    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/products\?category=feeding&page=2$/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveCount(0);
    await expect(page.getByRole("article").first().getByRole("heading")).not.toHaveText(firstPage!);

    const product = page.getByRole("article").first();
    const name = (await product.getByRole("heading").textContent())!;
    await product.getByRole("link", { name, exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toBeVisible();

    await page.getByRole("combobox", { name: "Search products" }).fill("diaper");
    await page.getByRole("combobox", { name: "Search products" }).press("Enter");
    await expect(page).toHaveURL(/\/products\?search=diaper$/);
    await expect(page.getByRole("heading", { level: 1, name: "Results for “diaper”" })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
  });
});

test.describe("with JavaScript", () => {
  test("the page the server sent is taken over without a console error or a layout shift", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));

    await page.goto("/products?category=feeding");
    const product = page.getByRole("article").first();
    const name = (await product.getByRole("heading").textContent())!;
    for (const url of ["/", "/products", "/products?category=feeding&page=2", `/products/${await product.getByRole("link", { name, exact: true }).first().getAttribute("href").then((href) => href!.split("/").pop())}`, "/pages/faqs"]) {
      await page.goto(url, { waitUntil: "networkidle" });
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((entries) => {
              for (const entry of entries.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) total += entry.value;
            }).observe({ type: "layout-shift", buffered: true });
            setTimeout(() => resolve(total), 300);
          }),
      );
      expect(shift, url).toBeLessThan(0.001);
    }
    // Taken over, not just painted: the search box suggests as the shopper types.
    await page.getByRole("combobox", { name: "Search products" }).fill("pampar");
    await expect(page.getByRole("listbox")).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a page scrolled before the app takes it over stays where the shopper scrolled it", async ({ page }) => {
    // A page of its own, so that its load is not waited for; its main script is held back a moment.
    const shopper = await page.context().newPage();
    await holdBack(shopper, /^\/assets\/index-[\w-]+\.js$/);
    // Not even the parse's end: a module script holds it back.
    await shopper.goto("/pages/returns-and-refunds", { waitUntil: "commit" });
    await shopper.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await shopper.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    const scrolled = await shopper.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    await waitForApp(shopper);
    expect(await shopper.evaluate(() => window.scrollY)).toBe(scrolled);

    await shopper.getByRole("contentinfo").getByRole("link", { name: "Shipping Info", exact: true }).click();
    await expect(shopper).toHaveURL(/\/pages\/shipping-and-delivery$/);
    await expect(shopper.getByRole("heading", { level: 1, name: "Shipping & Delivery" })).toBeVisible();
    await expect.poll(() => shopper.evaluate(() => window.scrollY)).toBe(0);
  });

  test("an unknown address answers 404 with suggestions to go on shopping", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    await page.getByRole("region", { name: "Shop by category" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/products\?category=/);
  });
});
