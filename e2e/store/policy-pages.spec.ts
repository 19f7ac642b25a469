import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { admin, expect, expectAccessible, signInViaApi, test } from "../fixtures";

/** Each footer link to a policy or company page, the address it opens and the page's heading. */
const FOOTER_PAGES = [
  { link: "Return Policy", path: "/pages/returns-and-refunds", heading: "Return & Refund Policy" },
  { link: "Shipping Info", path: "/pages/shipping-and-delivery", heading: "Shipping & Delivery" },
  { link: "FAQs", path: "/pages/faqs", heading: "Frequently Asked Questions" },
  { link: "Privacy Policy", path: "/pages/privacy-notice", heading: "Privacy Notice" },
  { link: "Terms of Service", path: "/pages/terms-of-use", heading: "Terms of Use" },
  { link: "Cookie Policy", path: "/pages/cookie-policy", heading: "Cookie Policy" },
  { link: "Grievance Redressal", path: "/pages/grievance-redressal", heading: "Grievance Redressal" },
  { link: "Seller Information", path: "/pages/seller-information", heading: "Seller Information" },
];

const footer = (page: Page) => page.getByRole("contentinfo");

type PageText = { slug: string; title: string; description: string; body: string };

/** Runs `change` as the administrator and puts the page's text back afterwards, so the other journeys see the shop's own texts. */
async function editingPage(request: APIRequestContext, slug: string, change: () => Promise<void>) {
  expect((await request.post("/api/login", { data: admin })).status()).toBe(200);
  const pages = ((await (await request.get("/api/admin/pages")).json()) as { pages: PageText[] }).pages;
  const { title, description, body } = pages.find((page) => page.slug === slug)!;
  try {
    await change();
  } finally {
    expect((await request.put(`/api/admin/pages/${slug}`, { data: { title, description, body } })).status()).toBe(200);
  }
}
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });

test.describe("policy and company pages", () => {
  test("every footer link opens a real page with its own text @phone", async ({ page }) => {
    await page.goto("/");
    for (const { link, path, heading } of FOOTER_PAGES) {
      await footer(page).getByRole("link", { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.getByText(/^Last updated \d{1,2} \w+ \d{4}$/)).toBeVisible();
      await expect(page.getByRole("article").locator("p").first()).toBeVisible();
      await expect(page.getByText("404 Page Not Found")).toHaveCount(0);
    }
    await expect(page).toHaveTitle("Seller Information | KiddoKart");
  });

  test("the grievance page names the officer and promises an answer in time, and works on a phone @phone", async ({ page }) => {
    await page.goto("/pages/grievance-redressal");
    const details = page.getByRole("region", { name: "Grievance Officer" });
    await expect(details.getByText("Siddharth Jain")).toBeVisible();
    await expect(details.getByRole("link", { name: "grievance@kiddokart.in" })).toHaveAttribute("href", "mailto:grievance@kiddokart.in");
    await expect(details.getByRole("link", { name: "+91 141 400 5061" })).toHaveAttribute("href", "tel:+911414005061");
    await expect(details.getByText("We acknowledge every complaint within 48 hours and resolve it within one month of receiving it.")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });

  test("an unknown page is the shop's 404", async ({ page }) => {
    const response = await page.goto("/pages/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404 Page Not Found")).toBeVisible();
  });

  test("a page edited in the back office shows the new text on the storefront at once", async ({ page: shopper, browser, request }) => {
    await editingPage(request, "faqs", () => editFaqs(shopper, browser));
  });

  async function editFaqs(shopper: Page, browser: Browser) {
    // A visitor has the page open while an administrator edits it in another browser.
    await shopper.goto("/pages/faqs");
    await expect(shopper.getByRole("heading", { level: 2, name: "Orders and payment" })).toBeVisible();

    const office = await browser.newContext();
    try {
      const page = await office.newPage();
      await signInViaApi(page, admin.email, admin.password);
      await page.goto("/admin/settings/pages?page=faqs");
      await expect(page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "Pages" })).toHaveAttribute("aria-current", "page");
      const editor = page.getByRole("form", { name: "Edit Frequently Asked Questions" });
      await expect(editor.getByLabel("Title")).toHaveValue("Frequently Asked Questions");
      await expectAccessible(page);

      const stamp = Date.now();
      await editor.getByLabel("Description").fill(`Answers for parents, checked ${stamp}.`);
      await editor.getByRole("textbox", { name: "Text (Markdown)" }).fill(`## Do you deliver on Sundays?\n\nNot yet: we deliver **Monday to Saturday** (${stamp}).`);
      await editor.getByRole("tab", { name: "Preview" }).click();
      await expect(editor.getByRole("heading", { level: 2, name: "Do you deliver on Sundays?" })).toBeVisible();
      await expect(editor.locator("strong", { hasText: "Monday to Saturday" })).toBeVisible();
      await editor.getByRole("button", { name: "Save page" }).click();
      await expect(toasts(page).getByText("Page saved")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Pages" }).getByRole("button", { name: /Frequently Asked Questions/ })).toBeVisible();

      // The next look at the page has the new text, its description in the server's HTML too.
      await shopper.reload();
      await expect(shopper.getByRole("heading", { level: 2, name: "Do you deliver on Sundays?" })).toBeVisible();
      await expect(shopper.getByText(`we deliver Monday to Saturday (${stamp}).`)).toBeVisible();
      await expect(shopper.getByRole("heading", { level: 2, name: "Orders and payment" })).toHaveCount(0);
      await expect(shopper.locator('meta[name="description"]')).toHaveAttribute("content", `Answers for parents, checked ${stamp}.`);
    } finally {
      await office.close();
    }
  }

  test("the back office refuses an empty title at the field", async ({ page }) => {
    await signInViaApi(page, admin.email, admin.password);
    await page.goto("/admin/settings/pages?page=terms-of-use");
    const editor = page.getByRole("form", { name: "Edit Terms of Use" });
    await editor.getByLabel("Title").fill("   ");
    await editor.getByRole("button", { name: "Save page" }).click();
    await expect(editor.getByText("Title is required")).toBeVisible();
    await expect(editor.getByLabel("Title")).toBeFocused();
  });

  test("a page holding a script, an onerror attribute and a javascript: link shows them as text without running them", async ({ page, request }) => {
    // The administrator writes through the API; the page is looked at by a visitor.
    await editingPage(request, "cookie-policy", () => showScriptsAsText(page, request));
  });

  async function showScriptsAsText(page: Page, request: APIRequestContext) {
    const body = [
      "Before the script.",
      "<script>window.__pwned = 'script'; alert('script')</script>",
      "<img src=x onerror=\"window.__pwned = 'onerror'; alert('onerror')\">",
      "[Claim your gift](javascript:window.__pwned='link';alert('link'))",
      "After the script.",
    ].join("\n\n");
    const saved = await request.put("/api/admin/pages/cookie-policy", { data: { title: "Cookie Policy", description: "Which cookies the shop uses.", body } });
    expect(saved.status(), await saved.text()).toBe(200);

    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    // Straight from the server's HTML, then within the app from another page.
    await page.goto("/pages/cookie-policy");
    const check = async () => {
      await expect(page.getByText("After the script.")).toBeVisible();
      await expect(page.getByText("<script>window.__pwned = 'script'; alert('script')</script>")).toBeVisible();
      await expect(page.getByText(/<img src=x onerror=/)).toBeVisible();
      await expect(page.getByText("[Claim your gift](javascript:window.__pwned='link';alert('link'))")).toBeVisible();
      await expect(page.getByRole("link", { name: "Claim your gift" })).toHaveCount(0);
      await expect(page.getByRole("main").locator("script, img[onerror], [href^='javascript:']")).toHaveCount(0);
      await page.getByText(/Claim your gift/).click();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
    };
    await check();
    await page.goto("/pages/faqs");
    await footer(page).getByRole("link", { name: "Cookie Policy", exact: true }).click();
    await check();
  }
});
