import { admin, expect, expectAccessible, registerViaApi, signInViaApi, test } from "../fixtures";
import { toasts } from "../shop/shop-helpers";

test.describe("a forgotten password", () => {
  test("forgot password → the mail in the outbox → a new password → signed in, and the other sessions end", async ({ page, browser }) => {
    const customer = await registerViaApi(page.request);
    const elsewhere = await browser.newContext();
    const otherDevice = await elsewhere.newPage();
    await signInViaApi(otherDevice, customer.email, customer.password);

    await page.goto("/signin");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel("Email", { exact: true }).fill(customer.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(/If an account exists for that address/)).toBeVisible();
    await expectAccessible(page);

    // The demo has no mail server: the administrator reads the mail in the outbox.
    const backOffice = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const back = await backOffice.newPage();
    await signInViaApi(back, admin.email, admin.password);
    await back.goto("/admin/messages/outbox");
    const row = back.getByTestId("outbox-mail-row").filter({ hasText: customer.email }).filter({ hasText: "Reset your KiddoKart password" });
    await row.getByRole("button", { name: /View mail/ }).click();
    const link = back.getByTitle("Mail preview").contentFrame().getByRole("link", { name: "Choose a new password" });
    const resetUrl = new URL((await link.getAttribute("href"))!);
    expect(resetUrl.pathname).toBe("/reset-password");
    await backOffice.close();

    await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
    await page.getByLabel("New Password", { exact: true }).fill("a-brand-new-secret");
    await page.getByLabel("Confirm New Password", { exact: true }).fill("a-brand-new-secret");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(toasts(page).getByText("Password reset")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Account" })).toBeVisible();

    expect((await otherDevice.request.get("/api/auth/user")).status()).toBe(401);
    expect((await page.request.post("/api/login", { data: { email: customer.email, password: customer.password } })).status()).toBe(401);
    await elsewhere.close();

    // The link works once.
    await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
    await page.getByLabel("New Password", { exact: true }).fill("yet-another-secret");
    await page.getByLabel("Confirm New Password", { exact: true }).fill("yet-another-secret");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByText("This link has expired or was already used. Please ask for a new one.").first()).toBeVisible();
  });
});
