import { admin, expect, expectAccessible, registerViaApi, signInViaApi, test } from "../fixtures";
import { openAccountMenu, toasts } from "./helpers";

test.describe("signed-in and admin pages", () => {
  test("sends a visitor on a signed-in page to sign in", async ({ page }) => {
    await page.goto("/profile");
    // /api/login leads to the sign-in page when the shop has no identity provider, to come back after.
    await expect(page).toHaveURL(/\/signin\?returnUrl=%2Fprofile$/);
    // The complete-profile screen is never a page to come back to.
    await page.goto("/profile-setup");
    await expect(page).toHaveURL(/\/signin$/);
  });

  test("sends a visitor on an admin page to sign in", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/signin\?returnUrl=%2Fadmin$/);
  });

  test("turns a customer away from the admin pages without loading them", async ({ page, request }) => {
    const customer = await registerViaApi(request);
    await signInViaApi(page, customer.email, customer.password);
    await page.goto("/");
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole("menuitem", { name: "My Profile" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Admin Panel" })).toBeHidden();
    await page.keyboard.press("Escape");

    // Neither the back office's code nor its data may be fetched for a customer.
    const adminRequests: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/api/admin") || /^\/assets\/(admin-pages|admin-layout|dashboard)-[^/]+\.js$/.test(pathname)) adminRequests.push(pathname);
    });
    await page.goto("/admin");
    await expect(toasts(page).getByText("Access Denied")).toBeVisible();
    await expect(toasts(page).getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeHidden();
    expect(adminRequests).toEqual([]);
  });

  test("a shopper's main script does not carry the back office's list of files", async ({ page, request }) => {
    await page.goto("/");
    const mainScript = await page.locator('script[type="module"][src^="/assets/index-"]').getAttribute("src");
    const code = await (await request.get(mainScript!)).text();
    // The route table names the one small chunk that lists the back office's pages, not the pages.
    expect(code).toMatch(/\/admin-pages-[\w-]+\.js/);
    expect(code).not.toMatch(/\/(admin-layout|dashboard|outbox|search-synonyms)-[\w-]+\.js/);
  });

  test("lets the administrator open the admin panel from the account menu", async ({ page }) => {
    await signInViaApi(page, admin.email, admin.password);
    await page.goto("/profile");
    const menu = await openAccountMenu(page);
    await expect(menu.getByText(admin.email)).toBeVisible();
    await menu.getByRole("menuitem", { name: "Admin Panel" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expectAccessible(page);
  });
});
