import { admin, expect, expectAccessible, registerViaApi, signInViaApi, test } from "../fixtures";
import { toasts } from "../shop/shop-helpers";

test.describe("the newsletter's double opt-in", () => {
  test("subscribe on the home page → the mail in the outbox → the page asks → confirmed, and a broken link offers to subscribe again @phone", async ({ page, browser }) => {
    const customer = await registerViaApi(page.request);
    await signInViaApi(page, customer.email, customer.password);
    const reader = `grandma-${Date.now()}@kiddokart.test`;

    await page.goto("/");
    const box = page.getByRole("region", { name: "Stay in the loop" });
    await box.getByRole("textbox", { name: "Email address" }).fill(reader);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(toasts(page).getByText("Subscribed Successfully!", { exact: true })).toBeVisible();
    await expect(toasts(page).getByText("Thank you for subscribing to our newsletter.", { exact: true })).toBeVisible();
    await expect(box.getByRole("status")).toHaveText(`We've sent a confirmation mail to ${reader}. That address gets no newsletter until it is confirmed with the link in the mail.`);

    // The demo has no mail server: the administrator reads the mail in the outbox; the address is no subscriber yet.
    const backOffice = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const back = await backOffice.newPage();
    await signInViaApi(back, admin.email, admin.password);
    const subscribersCsv = async () => (await back.request.get("/api/admin/subscribers.csv")).text();
    expect(await subscribersCsv()).not.toContain(reader);
    await back.goto("/admin/messages");
    await expect(back.getByTestId("subscribers-awaiting")).toContainText("awaiting confirmation");
    await back.goto("/admin/messages/outbox");
    const row = back.getByTestId("outbox-mail-row").filter({ hasText: reader }).filter({ hasText: "Confirm your subscription" });
    await row.getByRole("button", { name: /View mail/ }).click();
    const link = back.getByTitle("Mail preview").contentFrame().getByRole("link", { name: "Confirm my subscription" });
    const confirmUrl = new URL((await link.getAttribute("href"))!);
    expect(confirmUrl.pathname).toBe("/newsletter/confirm");
    expect(confirmUrl.searchParams.get("email")).toBe(reader);

    // Opening the link (as a mail scanner would) asks first and changes nothing.
    await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
    await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
    await expect(page.getByText(reader)).toBeVisible();
    await expectAccessible(page);
    expect(await subscribersCsv()).not.toContain(reader);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("status").getByText(/^You are subscribed\./)).toBeVisible();
    expect(await subscribersCsv()).toContain(reader);
    await backOffice.close();

    // A link altered or cut short says so and offers the box again, filled in.
    const altered = new URLSearchParams({ email: reader, token: `${confirmUrl.searchParams.get("token")!.slice(0, -2)}xx` });
    await page.goto(`/newsletter/confirm?${altered.toString()}`);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("alert").getByText("This confirmation link is not valid. Please use the link from our mail, or subscribe again.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email address" })).toHaveValue(reader);
    await expectAccessible(page);
  });
});
