import { admin, expect, expectAccessible, registerViaApi, signInViaApi, test } from "../fixtures";
import { openAccountMenu, toasts } from "./helpers";

test.describe("my profile", () => {
  test("edits the profile, changes the password, signs out and in with the new one @phone", async ({ page, request }) => {
    const customer = await registerViaApi(request);
    await signInViaApi(page, customer.email, customer.password);
    await page.goto("/");
    await (await openAccountMenu(page)).getByRole("menuitem", { name: "My Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expectAccessible(page);

    // Account details: e-mail and membership date, no administrator badge for a customer.
    const details = page.getByRole("region", { name: "Account Details" });
    await expect(details.getByText(customer.email)).toBeVisible();
    await expect(details.getByText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expect(details.getByText("Administrator")).toBeHidden();

    // Profile information.
    const information = page.getByRole("region", { name: "Profile Information" });
    await expect(information.getByLabel("First Name")).toHaveValue(customer.firstName);
    await information.getByLabel("Last Name").fill("");
    await information.getByLabel("Phone Number").fill("98290-ABCDE");
    await information.getByRole("button", { name: "Save Changes" }).click();
    await expect(information.getByText("Last name is required")).toBeVisible();
    await expect(information.getByText("Invalid phone number format")).toBeVisible();
    await information.getByLabel("First Name").fill("Anu");
    await information.getByLabel("Last Name").fill("Iyer");
    await information.getByLabel("Phone Number").fill("98290 12345");
    await information.getByRole("button", { name: "Save Changes" }).click();
    await expect(toasts(page).getByText("Profile updated successfully")).toBeVisible();
    await expect(page.getByRole("button", { name: "Account", exact: true })).toContainText("Anu");
    await page.reload();
    await expect(information.getByLabel("Last Name")).toHaveValue("Iyer");
    await expect(information.getByLabel("Phone Number")).toHaveValue("98290 12345");

    // Change password: a wrong current password, then mismatched new ones, then the right way.
    const password = page.getByRole("region", { name: "Change Password" });
    const newPassword = "first-steps-2025";
    await password.getByLabel("Current Password", { exact: true }).fill("not-my-password");
    await password.getByLabel("New Password", { exact: true }).fill(newPassword);
    await password.getByLabel("Confirm New Password", { exact: true }).fill(newPassword);
    await password.getByRole("button", { name: "Change Password" }).click();
    await expect(page.locator("#current-password-error")).toHaveText("Current password is incorrect");
    await expect(toasts(page).getByText("Current password is incorrect")).toBeVisible();

    // Trying again: while the shop checks, the button says so and the last attempt's messages are gone.
    let releaseAnswer = () => {};
    const answerHeld = new Promise<void>((resolve) => (releaseAnswer = resolve));
    await page.route("**/api/change-password", async (route) => {
      await answerHeld;
      await route.continue();
    });
    await password.getByRole("button", { name: "Change Password" }).click();
    await expect(password.getByRole("button", { name: "Changing..." })).toBeDisabled();
    await expect(page.locator("#current-password-error")).toHaveCount(0);
    await expect(toasts(page).getByText("Current password is incorrect")).toBeHidden();
    releaseAnswer();
    await expect(page.locator("#current-password-error")).toHaveText("Current password is incorrect");
    await page.unroute("**/api/change-password");

    await password.getByLabel("Current Password", { exact: true }).fill(customer.password);
    await password.getByLabel("Confirm New Password", { exact: true }).fill("first-steps-2026");
    await password.getByRole("button", { name: "Change Password" }).click();
    await expect(password.getByText("Passwords don't match")).toBeVisible();

    const show = password.getByRole("button", { name: "Show confirm new password" });
    await show.click();
    await expect(password.getByLabel("Confirm New Password", { exact: true })).toHaveAttribute("type", "text");
    await password.getByRole("button", { name: "Hide confirm new password" }).click();
    await expect(password.getByLabel("Confirm New Password", { exact: true })).toHaveAttribute("type", "password");

    await password.getByLabel("Confirm New Password", { exact: true }).fill(newPassword);
    await password.getByRole("button", { name: "Change Password" }).click();
    await expect(toasts(page).getByText("Password changed successfully")).toBeVisible();
    await expect(password.getByLabel("Current Password", { exact: true })).toHaveValue("");
    await expect(password.getByLabel("New Password", { exact: true })).toHaveValue("");
    await expectAccessible(page);

    // Sign out, then in again: the old password no longer works, the new one does.
    await (await openAccountMenu(page)).getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await page.getByRole("link", { name: "Login" }).click();
    await page.getByLabel("Email").fill(customer.email);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toasts(page).getByText("Invalid email or password.")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Account", exact: true })).toContainText("Anu");
  });

  test("asks before signing out when the sign-out address is opened directly", async ({ page, request }) => {
    const customer = await registerViaApi(request);
    await signInViaApi(page, customer.email, customer.password);
    // Another site could send the browser here; the address alone must not sign anyone out.
    await page.goto("/api/logout");
    await expect(page.getByRole("heading", { name: "Sign out of KiddoKart?" })).toBeVisible();
    expect((await page.request.get("/api/auth/user")).status()).toBe(200);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  });

  test("signs in again when the session ended behind the page's back", async ({ page, request }) => {
    const customer = await registerViaApi(request);
    await signInViaApi(page, customer.email, customer.password);
    await page.goto("/profile");
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();

    // Signed out elsewhere: the page still shows the user, but the server no longer knows the session.
    expect((await page.request.post("/api/logout")).status()).toBe(204);
    await page.getByRole("button", { name: "Save Changes" }).click();
    // The toast shows for half a second before the browser goes to sign in.
    await expect(toasts(page)).toContainText(/Unauthorized\s*You are logged out\. Logging in again\.\.\./);
    // /api/login leads to the sign-in page when the shop has no identity provider, to come back here after.
    await expect(page).toHaveURL(/\/signin\?returnUrl=%2Fprofile$/);
  });

  test("names the account type only for administrators", async ({ page }) => {
    await signInViaApi(page, admin.email, admin.password);
    await page.goto("/profile");
    const details = page.getByRole("region", { name: "Account Details" });
    await expect(details.getByText("Account Type")).toBeVisible();
    await expect(details.getByText("Administrator")).toBeVisible();
  });
});
