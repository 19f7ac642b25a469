import type { DeliveryCheck } from "@shared/schemas/delivery";
import type { Page } from "@playwright/test";
import { admin, expect, expectAccessible, signInViaApi, test } from "../fixtures";
import { addToCartViaApi, address, fillShippingAddress, productsInStock, signedInCustomer } from "./shop-helpers";

/** "2026-11-27" -> "Fri, 27 Nov", as the shop writes a promised day. */
function dayLabel(isoDay: string): string {
  const [year, month, day] = isoDay.split("-").map(Number);
  return new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(Date.UTC(year!, month! - 1, day!)));
}

async function deliveryCheck(page: Page, pincode: string): Promise<DeliveryCheck> {
  const response = await page.request.get(`/api/delivery/check?pincode=${pincode}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as DeliveryCheck;
}

/**
 * A well-formed PIN code no delivery zone covers. The demo's zones cover India's postal regions; the
 * army's (90–99) are left out, so one of these is not delivered.
 */
async function undeliveredPin(page: Page): Promise<string> {
  for (const pincode of ["999999", "990001", "950001", "900001"]) {
    if (!(await deliveryCheck(page, pincode)).deliverable) return pincode;
  }
  throw new Error("every candidate PIN code is delivered: the demo zones changed");
}

/** What an earlier, failed attempt of the back-office test left behind, so that a retry starts clean. */
async function removeTestZonesAndHolidays(page: Page) {
  const { zones } = (await (await page.request.get("/api/admin/delivery/zones")).json()) as { zones: { id: number; name: string }[] };
  for (const zone of zones.filter((entry) => entry.name.startsWith("E2E zone"))) {
    expect((await page.request.delete(`/api/admin/delivery/zones/${zone.id}`)).status()).toBe(204);
  }
  const { holidays } = (await (await page.request.get("/api/admin/delivery/holidays")).json()) as { holidays: { day: string; name: string }[] };
  for (const holiday of holidays.filter((entry) => entry.name.startsWith("E2E "))) {
    expect((await page.request.delete(`/api/admin/delivery/holidays/${holiday.day}`)).status()).toBe(204);
  }
}

test.describe("delivery by PIN code", () => {
  test("a PIN code on the product page gives the delivery day, remembered for the visit @phone", async ({ page }) => {
    const [product] = await productsInStock(page, 1);
    const promise = await deliveryCheck(page, address.pincode);
    expect(promise.deliverable).toBe(true);
    if (!promise.deliverable) return;

    await page.goto(`/products/${product!.slug}`);
    const box = page.getByRole("region", { name: "Check delivery" });
    await box.getByRole("textbox", { name: "PIN code" }).fill("3020");
    await box.getByRole("button", { name: "Check" }).click();
    await expect(box.getByText("Enter a 6-digit PIN code")).toBeVisible();

    await box.getByRole("textbox", { name: "PIN code" }).fill(address.pincode);
    await box.getByRole("button", { name: "Check" }).click();
    await expect(box.getByText(`Delivered by ${dayLabel(promise.deliveryBy)}`)).toBeVisible();
    await expect(box.getByText(promise.codAvailable ? "Cash on delivery available" : "Cash on delivery not available")).toBeVisible();
    await expectAccessible(page);

    // Another product page of the same visit answers for the same PIN code at once.
    const [other] = await productsInStock(page, 1, { skip: 1 });
    await page.goto(`/products/${other!.slug}`);
    // (On a phone the check is below the fold: it is hydrated, and answers, as the shopper scrolls to it.)
    await page.getByRole("region", { name: "Check delivery" }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("region", { name: "Check delivery" }).getByText(`Delivered by ${dayLabel(promise.deliveryBy)}`)).toBeVisible();

    const nowhere = await undeliveredPin(page);
    await page.getByRole("link", { name: `Change PIN code ${address.pincode}` }).click();
    await page.getByRole("textbox", { name: "PIN code" }).fill(nowhere);
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect(page.getByText(`We do not deliver to PIN code ${nowhere} yet.`)).toBeVisible();
  });

  test("checking out to a PIN code the shop does not deliver to says so at the PIN code @phone", async ({ page }) => {
    await signedInCustomer(page);
    const [product] = await productsInStock(page, 1, { skip: 3 });
    await addToCartViaApi(page, product!.id, 1);
    const nowhere = await undeliveredPin(page);

    await page.goto("/checkout");
    await fillShippingAddress(page);
    const pin = page.getByLabel("PIN Code", { exact: true });
    await pin.fill(nowhere);
    const message = `We do not deliver to PIN code ${nowhere} yet.`;
    await expect(page.getByText(message)).toBeVisible();
    await expect(pin).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("button", { name: "Place Order" })).toBeDisabled();
    await expectAccessible(page);

    // The server refuses it too: with the page's own check answering "delivered", the order is sent and its 409 lands at the PIN code.
    await page.route(`**/api/delivery/check?pincode=${nowhere}`, (route) =>
      route.fulfill({
        json: { pincode: nowhere, deliverable: true, zone: "Anywhere", minDays: 3, maxDays: 5, deliveryFrom: "2030-01-01", deliveryBy: "2030-01-03", codAvailable: true, extraCharge: "0.00" },
      }),
    );
    await page.reload();
    await fillShippingAddress(page);
    await pin.fill(nowhere);
    await expect(page.getByText(`Delivered by ${dayLabel("2030-01-03")}`)).toBeVisible();
    const refused = page.waitForResponse((response) => response.url().endsWith("/api/orders") && response.request().method() === "POST");
    await page.getByRole("button", { name: "Place Order" }).click();
    expect((await refused).status()).toBe(409);
    await expect(page.getByText(message)).toBeVisible();
    await expect(pin).toBeFocused();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("the back office adds a delivery zone and a holiday, and removes them", async ({ page }) => {
    await signInViaApi(page, admin.email, admin.password);
    await removeTestZonesAndHolidays(page);
    await page.goto("/admin/settings/delivery");
    await expect(page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "Delivery" })).toHaveAttribute("aria-current", "page");

    // A zone for a few army PIN codes, typed the owner's way, with a charge and no cash on delivery.
    const name = `E2E zone ${Date.now()}`;
    await page.getByRole("button", { name: "Add zone" }).click();
    const dialog = page.getByRole("dialog", { name: "Add delivery zone" });
    await dialog.getByLabel("Zone name").fill(name);
    await dialog.getByLabel("Fewest days").fill("4");
    await dialog.getByLabel("Most days").fill("6");
    await dialog.getByLabel("Extra charge (₹)").fill("49");
    await dialog.getByRole("switch", { name: /Cash on delivery/ }).click();
    await dialog.getByLabel("Areas").fill("999001-999010, 99902, Atlantis");
    await dialog.getByRole("button", { name: "Add zone" }).click();
    await expect(dialog.getByText('"Atlantis" is not a PIN code, a range of PIN codes or a state')).toBeVisible();
    await dialog.getByLabel("Areas").fill("999001-999010\n99902");
    await dialog.getByRole("button", { name: "Add zone" }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByTestId("delivery-zone").filter({ hasText: name });
    await expect(row).toContainText("999001-999010, 99902");
    await expect(row).toContainText("4–6 working days");
    await expect(row).toContainText("No cash on delivery");
    await expect(row).toContainText("+ ₹49.00");
    const covered = await deliveryCheck(page, "999025");
    expect(covered).toMatchObject({ deliverable: true, zone: name, codAvailable: false, extraCharge: "49.00", minDays: 4, maxDays: 6 });
    await expectAccessible(page);

    // A holiday a year and a half from now.
    const day = new Date(Date.now() + 540 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("Date").fill(day);
    await page.getByLabel("Holiday name").fill("E2E founders' day");
    await page.getByRole("button", { name: "Add holiday" }).click();
    const holidays = page.getByRole("list", { name: "Holidays" });
    await expect(holidays).toContainText("E2E founders' day");
    await holidays.getByRole("button", { name: /^Remove E2E founders' day/ }).click();
    await expect(holidays.getByText("E2E founders' day")).toBeHidden();

    await row.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog", { name: "Delete delivery zone" }).getByRole("button", { name: "Delete" }).click();
    await expect(row).toBeHidden();
    expect((await deliveryCheck(page, "999025")).deliverable).toBe(false);
  });
});
