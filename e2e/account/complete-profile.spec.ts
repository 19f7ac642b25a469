import type { Page } from "@playwright/test";
import { admin, expect, expectAccessible, registerViaApi, signInViaApi, test } from "../fixtures";
import { renderInTheBrowser, toasts } from "./helpers";

/**
 * Registration always asks for names and a phone number, so the only real incomplete profiles come from
 * the identity provider (not set up on the test server) and the start-up administrator. For a customer,
 * the browser is told the signed-in user lacks a last name and phone number (GET /api/auth/user is
 * answered here, and pages are rendered by the app in the browser, which asks for it); saving goes to
 * the real server. The rule itself is unit-tested in web/src/features/profile/profile-completion.test.ts,
 * and the server's redirect of an incomplete profile in server/modules/seo/page-render.routes.test.ts.
 */
async function pretendProfileIsIncomplete(page: Page) {
  await renderInTheBrowser(page);
  await page.route("**/api/auth/user", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { user: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, user: { ...body.user, lastName: null, phoneNumber: null } } });
  });
}

test.describe("completing the profile", () => {
  test("asks an incomplete profile for names and phone, then returns to the page asked for @phone", async ({ page, request }) => {
    const customer = await registerViaApi(request);
    await signInViaApi(page, customer.email, customer.password);
    await pretendProfileIsIncomplete(page);

    await page.goto("/profile");
    await expect(page).toHaveURL(/\/profile-setup\?returnUrl=%2Fprofile$/);
    await expect(page.getByRole("button", { name: "Complete Profile" })).toBeVisible();
    for (const benefit of ["Fast checkout", "Save favorites", "Order tracking"]) await expect(page.getByText(benefit)).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue(customer.firstName);
    await expect(page.getByLabel("Last Name")).toHaveValue("");
    await expect(page.getByLabel("Phone Number")).toHaveAttribute("placeholder", "+91 98765 43210");
    await expectAccessible(page);

    // Any other page leads back here while the profile is incomplete.
    await page.getByRole("link", { name: /KiddoKart/ }).first().click();
    await expect(page).toHaveURL(/\/profile-setup\?returnUrl=%2F$/);
    // Back to the first page asked for, in the app (the server itself sees a complete profile).
    await page.goBack();
    await expect(page).toHaveURL(/\/profile-setup\?returnUrl=%2Fprofile$/);

    await page.getByLabel("Phone Number").fill("98765");
    await page.getByRole("button", { name: "Complete Profile" }).click();
    await expect(page.getByText("Last name is required")).toBeVisible();
    await expect(page.getByText("Phone number must be at least 10 digits")).toBeVisible();

    await page.getByLabel("Last Name").fill("Iyer");
    await page.getByLabel("Phone Number").fill("98290 12345");
    await page.getByRole("button", { name: "Complete Profile" }).click();
    await expect(toasts(page).getByText("Profile Updated")).toBeVisible();
    await expect(toasts(page).getByText("Your profile has been completed successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("region", { name: "Profile Information" }).getByLabel("Last Name")).toHaveValue("Iyer");
  });

  test("sends a complete profile straight on to returnUrl, and only within the shop", async ({ page, request }) => {
    const customer = await registerViaApi(request);
    await signInViaApi(page, customer.email, customer.password);
    await page.goto("/profile-setup?returnUrl=%2Fprofile");
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto("/profile-setup?returnUrl=%2F%2Fevil.invalid");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto("/profile-setup");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test("lets an incomplete profile go back to sign in (signing out)", async ({ page, request }) => {
    const customer = await registerViaApi(request);
    await signInViaApi(page, customer.email, customer.password);
    await pretendProfileIsIncomplete(page);
    await page.goto("/");
    await expect(page).toHaveURL(/\/profile-setup\?returnUrl=%2F$/);
    await expect(page.getByLabel("First Name")).toHaveValue(customer.firstName);
    await page.getByRole("button", { name: "Back to sign in" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  });

  test("never holds the administrator created at start-up, though it has only a first name", async ({ page }) => {
    await signInViaApi(page, admin.email, admin.password);
    await page.goto("/");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole("heading", { name: "Complete Your Profile" })).toHaveCount(0);
    await page.goto("/products");
    await expect(page).toHaveURL(/\/products$/);
    // The screen itself sends an administrator straight on.
    await page.goto("/profile-setup?returnUrl=%2Fcart");
    await expect(page).toHaveURL(/\/cart$/);
  });
});
