import { expect, expectAccessible, test } from "../fixtures";

test.describe("the shop's frame", () => {
  test("a page whose code cannot be loaded says so, with a way to reload and a way home", async ({ page }) => {
    await page.goto("/");
    // As after a new release replaced the files: the About page's code is gone.
    await page.route(/\/assets\/about-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reload page" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to home page" })).toHaveAttribute("href", "/");
    await page.unroute(/\/assets\/about-[^/]+\.js$/);
    await page.getByRole("button", { name: "Reload page" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Caring for India's little ones" })).toBeVisible();
  });

  test("shows the header, the category navigation and the footer", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: /KiddoKart/ }).first()).toBeVisible();
    await expect(page.getByText("Safe & Certified")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Shop by category" });
    for (const name of ["Feeding", "Baby Gear", "Diapering", "Skincare", "Toys", "Health & Safety", "Maternity", "Gift Sets"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Track Order" })).toHaveAttribute("href", "/orders");
    await expect(footer.getByRole("link", { name: "Baby Gear" })).toHaveAttribute("href", "/products?category=baby-gear");
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await expectAccessible(page);
  });

  test("shows a category's subcategories on hover, linking to their products", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Shop by category" });
    await nav.getByRole("link", { name: "Feeding", exact: true }).hover();
    await expect(nav.getByRole("link", { name: "Feeding Bottles" })).toHaveAttribute("href", "/products?subcategory=feeding-bottles");
    await expect(nav.getByRole("link", { name: /View All/ }).first()).toHaveAttribute("href", "/products?category=feeding");
  });

  test("searches from the header only with text", async ({ page }) => {
    await page.goto("/");
    const search = page.getByRole("search").first().getByRole("combobox", { name: "Search products" });
    await search.fill("   ");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/$/);
    await search.fill("  baby lotion ");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/products\?search=baby(%20|\+)lotion$/);
  });

  test("shows the 404 screen for an unknown page", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByText("404 Page Not Found")).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await expectAccessible(page);
  });

  test("opens the mobile menu with the first four subcategories and '+N more...' @phone", async ({ page }) => {
    test.skip(test.info().project.name !== "phone", "phone layout");
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Shop by category" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: /\+\d+ more\.\.\./ }).first()).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });
});
