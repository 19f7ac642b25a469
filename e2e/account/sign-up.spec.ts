import { expect, expectAccessible, newCustomer, registerViaApi, test } from "../fixtures";
import { toasts } from "./helpers";

test.describe("signing up", () => {
  test("shows each refused field's message under it @phone", async ({ page }) => {
    await page.goto("/signup");
    await expect(page.getByRole("heading", { level: 1, name: /^Join/ })).toBeVisible();
    await expect(page.getByLabel("Phone Number")).toHaveAttribute("placeholder", "+91 98765 43210");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Last name is required")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Valid phone number is required")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByLabel("First Name")).toBeFocused();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Phone Number").fill("98290-ABCDE");
    await expect(page.getByText("Invalid phone number format")).toBeVisible();
    await page.getByLabel("First Name").fill("Ananya");
    await expect(page.getByText("First name is required")).toBeHidden();
    await expectAccessible(page);
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("answers an e-mail that already has an account as a new one, so it tells no one who shops here", async ({ page, request }) => {
    const existing = await registerViaApi(request);
    await page.goto("/signup");
    await page.getByLabel("First Name").fill("Ananya");
    await page.getByLabel("Last Name").fill("Kapoor");
    await page.getByLabel("Email").fill(existing.email.toUpperCase());
    await page.getByLabel("Phone Number").fill("+91 98765 43210");
    await page.getByLabel("Password", { exact: true }).fill("little-steps-2024");
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(toasts(page).getByText("Account Created Successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText("An account with this email already exists")).toBeHidden();
  });

  test("links to signing in", async ({ page }) => {
    await page.goto("/signup");
    await page.getByRole("link", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  });

  test("a new customer signs up and then signs in", async ({ page }) => {
    const customer = newCustomer();
    await page.goto("/signup");
    await page.getByLabel("First Name").fill(customer.firstName);
    await page.getByLabel("Last Name").fill(customer.lastName);
    await page.getByLabel("Email").fill(customer.email);
    await page.getByLabel("Phone Number").fill(customer.phoneNumber);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(toasts(page).getByText("Account Created Successfully!")).toBeVisible();
    await expect(toasts(page).getByText("You can now sign in with your credentials.")).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    // The address changes first; the sign-in form replaces the sign-up form (with its own Email) just after.
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();

    await page.getByLabel("Email").fill(customer.email);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    // A full page load of the home page, which then says welcome.
    await expect(page).toHaveURL(/\/$/);
    await expect(toasts(page).getByText("Welcome back!")).toBeVisible();
    await expect(toasts(page).getByText("You have been signed in successfully.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Account" })).toContainText(customer.firstName);
    await expect(page.getByRole("link", { name: "Login" })).toBeHidden();
  });
});
