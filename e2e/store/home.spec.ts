import { expect, expectAccessible, registerViaApi, signInViaApi, test } from "../fixtures";

test.describe("the landing page for visitors", () => {
  test("arrives with the landing view in its HTML, without waiting for the shopper to be looked up", async ({ page }) => {
    const asked: string[] = [];
    // The browser never needs to ask who is signed in: the server said so with the page.
    await page.route("**/api/auth/user", async (route) => {
      asked.push(route.request().url());
      await route.abort();
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: /Safe, gentle baby care/ })).toBeVisible();
    await expect(page.getByRole("main").getByText("Loading...")).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test("makes the shop's promises, in rupees", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("KiddoKart — Baby care products online in India");
    const main = page.getByRole("main");
    await expect(main.getByText("Trusted by 50,000+ parents across India")).toBeVisible();
    const claims = page.getByRole("region", { name: "Why parents choose KiddoKart" });
    for (const claim of [
      "Free delivery above ₹999",
      "Delivery date before you pay",
      "100% authentic products",
      "Curated by pediatricians and sourced from the brands themselves.",
      "30-day returns on unopened items",
      "Real people to help",
      "Call or write to us Mon-Sat 9:00-20:00 IST and Sunday 10:00-18:00 IST.",
      "Cash on delivery on most PIN codes",
    ]) {
      await expect(claims.getByText(claim, { exact: true }), claim).toBeVisible();
    }
    await expect(main).not.toContainText("$50");
    await expect(main.getByRole("link", { name: "+91 141 400 5060" })).toHaveAttribute("href", "tel:+911414005060");
    await expect(main.getByRole("link", { name: "support@kiddokart.in" })).toHaveAttribute("href", "mailto:support@kiddokart.in");
    await expect(main.getByText("Mon-Sat 9:00-20:00 IST", { exact: true })).toBeVisible();
    // Nothing the shop's delivery zones or support hours contradict (server/shop-claims.test.ts scans the sources).
    await expect(page.locator("body")).not.toContainText(/same-day|24\/7|around the clock|no questions asked|on delivery across India/i);
    await expectAccessible(page);
  });

  test("shows a first-time visitor the categories and products with their prices, in the page as sent @phone", async ({ page }) => {
    const response = await page.request.get("/");
    const html = await response.text();
    expect(html).toContain("Shop by Category");
    expect(html).toContain("Featured Products");
    await page.goto("/");
    const featured = page.getByRole("list", { name: "Featured products" });
    await expect(featured.getByRole("listitem").first()).toBeVisible();
    await expect(featured.getByRole("listitem").first()).toContainText("₹");
    // A visitor's card asks them to sign in; its picture waits until scrolled to.
    await expect(featured.getByRole("link", { name: /Sign In to Add/ }).first()).toBeVisible();
    await expect(featured.locator("img").first()).toHaveAttribute("loading", "lazy");
    await expect(page.getByRole("region", { name: "Shop by Category" }).getByRole("link", { name: "Feeding", exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test("shows three parents' testimonials with their rating, name, city and initials", async ({ page }) => {
    await page.goto("/");
    const testimonials = page.getByRole("region", { name: "What Parents Say" }).getByRole("listitem");
    await expect(testimonials).toHaveCount(3);
    await expect(testimonials.first()).toContainText("Priya Sharma");
    await expect(testimonials.first()).toContainText("Jaipur, Rajasthan");
    await expect(testimonials.first()).toContainText("PS");
    // The second testimonial gives no rating of its own: it shows the default, five.
    await expect(testimonials.nth(1).getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    await expect(testimonials.nth(2).getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
  });

  test("leads visitors to the products, to sign up and to sign in", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/products");
    await expect(main.getByRole("link", { name: "Browse as Guest" })).toHaveAttribute("href", "/products");
    await expect(main.getByRole("link", { name: "Join Now" })).toHaveAttribute("href", "/signup");
    await expect(main.getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute("href", "/signin");
    await expect(main.getByRole("link", { name: "Sign In to Shop" })).toHaveAttribute("href", "/signin");

    await main.getByRole("link", { name: "Join Now" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goBack();
    await main.getByRole("link", { name: "Sign In to Shop" }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.goBack();
    await main.getByRole("link", { name: "Start Shopping" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("fits a phone screen with its way in at the top @phone", async ({ page }) => {
    test.skip(test.info().project.name !== "phone", "phone layout");
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Start Shopping" })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});

test.describe("the home page for a signed-in customer", () => {
  test.beforeEach(async ({ page }) => {
    const customer = await registerViaApi(page.request);
    await signInViaApi(page, customer.email, customer.password);
    await page.goto("/");
  });

  test("welcomes them with the trust badges and the way to the products", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: /Everything your little one needs/ })).toBeVisible();
    await expect(main.getByText("Welcome back, Ananya!")).toBeVisible();
    await expect(main.getByText("Certified Safe")).toBeVisible();
    await expect(main.getByText("Trusted by 50K+ Parents")).toBeVisible();
    await expect(main.getByRole("link", { name: "Shop Safe Products" })).toHaveAttribute("href", "/products");
    await expect(main.getByRole("link", { name: "Start Shopping" })).toHaveCount(0);
  });

  test("shows each category with its first six subcategories and '+N more...'", async ({ page }) => {
    const section = page.getByRole("region", { name: "Shop by Category" });
    await expect(section.getByRole("article")).toHaveCount(8);
    const feeding = section.getByRole("article", { name: "Feeding" });
    const subcategories = feeding.getByRole("list", { name: "Feeding subcategories" }).getByRole("link");
    await expect(subcategories).toHaveCount(6);
    await expect(feeding.getByRole("link", { name: "Feeding Bottles" })).toHaveAttribute("href", "/products?subcategory=feeding-bottles");
    for (const href of await subcategories.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/products\?subcategory=[a-z0-9-]+$/);
    }
    // The demo catalogue's Feeding has nine subcategories: six shown, three more behind the link.
    const more = feeding.getByRole("link", { name: /^\+3 more\.\.\./ });
    await expect(more).toHaveAttribute("href", "/products?category=feeding");
    await expect(section.getByRole("article", { name: "Gift Sets" }).getByRole("link", { name: /more\.\.\./ })).toHaveCount(0);
  });

  test("shows up to eight featured products and six trusted brands", async ({ page }) => {
    const featured = page.getByRole("list", { name: "Featured products" }).getByRole("article");
    await expect(featured.first()).toBeVisible();
    const count = await featured.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    await expect(featured.first().getByRole("button", { name: "Add to Cart" })).toBeVisible();

    const brands = page.getByRole("region", { name: "Trusted Brands" }).getByRole("link");
    await expect(brands).toHaveCount(6);
    for (const href of await brands.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/products\?brand=[a-z0-9-]+$/);
    }
    await expect(page.getByRole("region", { name: "What Parents Say" }).getByRole("listitem")).toHaveCount(3);
    await expectAccessible(page);
  });

  test("subscribes to the newsletter, with a message for each outcome", async ({ page }) => {
    const section = page.getByRole("region", { name: "Stay in the loop" });
    const email = section.getByRole("textbox", { name: "Email address" });
    const subscribe = section.getByRole("button", { name: "Subscribe" });

    await subscribe.click();
    await expect(page.getByText("Email Required", { exact: true })).toBeVisible();
    await expect(page.getByText("Please enter your email address.", { exact: true })).toBeVisible();

    await email.fill("parent-at-example");
    await subscribe.click();
    await expect(page.getByText("Invalid Email", { exact: true })).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.", { exact: true })).toBeVisible();

    await email.fill(`newsletter-${Date.now()}@kiddokart.test`);
    await subscribe.click();
    await expect(page.getByText("Subscribed Successfully!", { exact: true })).toBeVisible();
    await expect(page.getByText("Thank you for subscribing to our newsletter.", { exact: true })).toBeVisible();
    await expect(email).toHaveValue("");

    await page.route("**/api/newsletter/subscribe", (route) => route.fulfill({ status: 500, json: { message: "Internal Server Error", code: "internal" } }));
    await email.fill("another.parent@kiddokart.test");
    await subscribe.click();
    await expect(page.getByText("Subscription Failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Failed to subscribe to newsletter. Please try again.", { exact: true })).toBeVisible();
    await expect(email).toHaveValue("another.parent@kiddokart.test");
  });
});
