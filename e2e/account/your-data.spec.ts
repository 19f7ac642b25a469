import { readFile } from "node:fs/promises";
import { admin, expect, expectAccessible, registerViaApi, signInViaApi, test } from "../fixtures";
import { confirmationLinkFor } from "../mail/newsletter-link";
import { toasts } from "./helpers";

test.describe("your data", () => {
  test("downloads 'Your data', stops the newsletter and deletes the account @phone", async ({ page, request }) => {
    const customer = await registerViaApi(request);
    // Not verified yet: the address awaits the link of its confirmation mail.
    expect((await request.post("/api/newsletter/subscribe", { data: { email: customer.email } })).status()).toBe(201);
    await signInViaApi(page, customer.email, customer.password);
    await page.goto("/profile");
    const yourData = page.getByRole("region", { name: "Your data" });
    await expect(yourData.getByRole("link", { name: "Privacy Notice" })).toHaveAttribute("href", "/pages/privacy-notice");

    // A copy of everything, as a JSON file.
    const downloading = page.waitForEvent("download");
    await yourData.getByRole("link", { name: "Download your data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^kiddokart-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(data.profile).toMatchObject({ email: customer.email, firstName: customer.firstName, phoneNumber: customer.phoneNumber });
    expect(data.newsletter).toEqual({ subscribed: false, subscriptions: [{ email: customer.email, subscribedAt: expect.any(String), confirmed: false }] });
    expect(JSON.stringify(data)).not.toContain("passwordHash");

    // The newsletter, stopped from here even before it is confirmed.
    await expect(yourData.getByText("is awaiting confirmation")).toBeVisible();
    await yourData.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(toasts(page).getByText("Unsubscribed", { exact: true })).toBeVisible();
    await expect(yourData.getByText("is not subscribed to our newsletter")).toBeVisible();
    await expectAccessible(page);

    // Deleting: what goes and what stays is said first; the password is asked for.
    await yourData.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog.getByRole("heading", { name: "What we erase" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "What we must keep, and why" })).toBeVisible();
    await expect(dialog.getByText(/72 months from the due date/)).toBeVisible();
    await expectAccessible(page);
    const confirm = dialog.getByRole("button", { name: "Delete my account" });
    await confirm.click();
    await expect(dialog.getByText("Please enter your password to delete your account.")).toBeVisible();
    await dialog.getByLabel("Your password").fill("not-my-password");
    await confirm.click();
    await expect(page.locator("#delete-account-password-error")).toHaveText("Password is incorrect");
    await dialog.getByLabel("Your password").fill(customer.password);
    await confirm.click();

    // Signed out, told so, at home; the account is gone for good.
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(toasts(page).getByText("Your account is deleted")).toBeVisible();
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await page.getByRole("link", { name: "Login" }).click();
    await page.getByLabel("Email").fill(customer.email);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toasts(page).getByText("Invalid email or password.")).toBeVisible();
  });

  test("unsubscribes an address from the newsletter's link, only once asked @phone", async ({ page, request }) => {
    const email = `reader-${Date.now()}@kiddokart.test`;
    expect((await request.post("/api/newsletter/subscribe", { data: { email } })).status()).toBe(201);
    const confirmation = await confirmationLinkFor(request, email);
    const confirmed = await request.post("/api/newsletter/confirm", { data: { email, token: confirmation.searchParams.get("token") } });
    expect(confirmed.status()).toBe(200);
    // The administrator's CSV (in a context of its own) gives each address its link; the reader opens it.
    expect((await request.post("/api/login", { data: admin })).status()).toBe(200);
    const subscribers = async () => (await request.get("/api/admin/subscribers.csv")).text();
    const row = (await subscribers()).split("\r\n").find((line) => line.startsWith(`"${email}"`))!;
    const link = new URL(row.split(",")[2]!.replaceAll('"', ""));

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("heading", { name: "Unsubscribe from our newsletter" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectAccessible(page);
    // Opening the page (as a mail scanner would) changes nothing.
    expect(await subscribers()).toContain(email);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByText("You are unsubscribed.", { exact: false })).toBeVisible();
    expect(await subscribers()).not.toContain(email);
  });

  test("lists erased accounts in the back office under Users", async ({ page, request }) => {
    const customer = await registerViaApi(request);
    await signInViaApi(page, customer.email, customer.password);
    expect((await page.request.post("/api/profile/delete", { data: { password: customer.password } })).status()).toBe(200);

    await signInViaApi(page, admin.email, admin.password);
    await page.goto("/admin/users");
    const sections = page.getByRole("navigation", { name: "Users sections" });
    await sections.getByRole("link", { name: "Erasure requests" }).click();
    await expect(page).toHaveURL(/\/admin\/users\/erasures$/);
    await expect(page.getByRole("heading", { name: /Erased accounts \(\d+\)/ })).toBeVisible();
    await expect(page.getByRole("row")).not.toHaveCount(1);
    await expect(page.getByRole("cell", { name: /^[0-9a-f-]{36}$/ }).first()).toBeVisible();
    await expectAccessible(page);
  });
});
