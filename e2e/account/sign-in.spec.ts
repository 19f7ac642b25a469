import { expect, expectAccessible, registerViaApi, test } from "../fixtures";
import { toasts } from "./helpers";

test.describe("signing in", () => {
  test("checks the form, and says when the e-mail or password is wrong @phone", async ({ page, request }) => {
    const customer = await registerViaApi(request);
    await page.goto("/signin");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();

    await page.getByLabel("Email").fill(customer.email);
    await page.getByLabel("Password", { exact: true }).fill("not-my-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toasts(page).getByText("Sign In Failed")).toBeVisible();
    await expect(toasts(page).getByText("Invalid email or password.")).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);

    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("shows the server's message after too many failed attempts", async ({ page }) => {
    const email = `e2e-throttled-${Date.now()}@kiddokart.test`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await page.request.post("/api/login", { data: { email, password: "guessing-again" } });
      expect(response.status()).toBe(401);
    }
    await page.goto("/signin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("guessing-again");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toasts(page).getByText("Sign In Failed")).toBeVisible();
    await expect(toasts(page).getByText(/Too many sign-in attempts\. Please try again in \d+ seconds\./)).toBeVisible();
  });

  test("offers the identity provider only when the shop has one", async ({ page }) => {
    await page.goto("/signin");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(page.getByText("Or continue with")).toBeHidden();

    // The test server has no identity provider; pretend it has one.
    await page.route("**/api/auth/providers", (route) => route.fulfill({ json: { oidc: true } }));
    await page.reload();
    await expect(page.getByText("Or continue with")).toBeVisible();
    await expect(page.getByRole("link", { name: "Single Sign-On" })).toHaveAttribute("href", "/api/login");
    await page.goto("/signin?returnUrl=%2Fcart");
    await expect(page.getByRole("link", { name: "Single Sign-On" })).toHaveAttribute("href", "/api/login?returnUrl=%2Fcart");
    await expectAccessible(page);
  });

  test("explains when signing in with the identity provider failed", async ({ page }) => {
    await page.goto("/signin?error=provider");
    await expect(toasts(page).getByText("Sign In Failed")).toBeVisible();
    await expect(toasts(page).getByText(/couldn't sign you in with your identity provider/)).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
  });
});
