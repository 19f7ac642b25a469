import { expect, holdBack, newCustomer, registerViaApi, signInViaApi, test, waitForApp } from "../fixtures";
import { productsInStock } from "./shop-helpers";

const MAIN_SCRIPT = /^\/assets\/index-[\w-]+\.js$/;

test.describe("forms typed into before the page's script runs", () => {
  test("sign-in keeps the e-mail and password typed while the script was on its way, and signs in with them @phone", async ({ page, request }) => {
    const customer = await registerViaApi(request);
    // A page of its own, so that its load is not waited for; its main script is held back 2 s.
    const shopper = await page.context().newPage();
    await holdBack(shopper, MAIN_SCRIPT, 2000);
    await shopper.goto("/signin?returnUrl=%2Fwishlist", { waitUntil: "commit" });
    await shopper.getByLabel("Email").fill(customer.email);
    expect(await shopper.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    await shopper.getByLabel("Password", { exact: true }).fill(customer.password);

    await waitForApp(shopper);
    await expect(shopper.getByLabel("Email")).toHaveValue(customer.email);
    // The app takes over: its own submit (the API) signs in with what was typed.
    await shopper.getByRole("button", { name: "Sign In" }).click();
    await expect(shopper).toHaveURL(/\/wishlist$/);
    await expect(shopper.getByText("Welcome back!")).toBeVisible();
  });

  test("a brand chosen in the filters while the script was on its way is applied once it runs", async ({ page }) => {
    const shopper = await page.context().newPage();
    await holdBack(shopper, MAIN_SCRIPT, 2000);
    await shopper.goto("/products", { waitUntil: "commit" });
    await shopper.getByLabel("Brand", { exact: true }).selectOption("chicco");
    expect(await shopper.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();

    await waitForApp(shopper);
    await expect(shopper).toHaveURL(/\/products\?brand=chicco$/);
    await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Chicco");
  });
});

test.describe("without JavaScript, on a phone", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(() => test.skip(test.info().project.name !== "phone", "phone layout"));

  test("signs in with a plain form, coming back with the error and the e-mail kept after a wrong password @phone", async ({ page, request }) => {
    const customer = await registerViaApi(request);
    await page.goto("/signin?returnUrl=%2Fwishlist");
    // Nothing that needs the script is offered: the password box has no show/hide button yet.
    await expect(page.getByRole("button", { name: "Show password" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();

    await page.getByLabel("Email").fill(customer.email);
    await page.getByLabel("Password", { exact: true }).fill("not-my-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/signin\?returnUrl=%2Fwishlist$/);
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
    await expect(page.getByLabel("Email")).toHaveValue(customer.email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Account" })).toBeVisible();
  });

  test("signs up with a plain form and goes on to sign in with the e-mail filled @phone", async ({ page }) => {
    const customer = newCustomer();
    await page.goto("/signup");
    await page.getByLabel("First Name").fill(customer.firstName);
    await page.getByLabel("Last Name").fill(customer.lastName);
    await page.getByLabel("Email").fill(customer.email);
    await page.getByLabel("Phone Number").fill("12");
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByText("Valid phone number is required")).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue(customer.firstName);

    await page.getByLabel("Phone Number").fill(customer.phoneNumber);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole("status").filter({ hasText: "Account created" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(customer.email);
  });

  test("searches from the header's search box @phone", async ({ page }) => {
    await page.goto("/about");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
    await expect(box).toBeVisible();
    await box.fill("diaper");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/products\?search=diaper$/);
    await expect(page.getByRole("heading", { level: 1, name: "Results for “diaper”" })).toBeVisible();
  });

  test("filters by category and sorts the list with plain forms @phone", async ({ page }) => {
    await page.goto("/products");
    const category = page.getByLabel("Category", { exact: true });
    await expect(category).toBeHidden();
    // "Show Filters" is a link to the panel, shown as the address's target.
    await page.getByRole("link", { name: "Show Filters" }).click();
    await expect(category).toBeVisible();
    await category.selectOption("feeding");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/\/products\?.*category=feeding/);
    await expect(page.getByRole("heading", { level: 1, name: "Feeding" })).toBeVisible();

    await page.getByLabel("Sort by").selectOption("price-asc");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expect(page).toHaveURL(/category=feeding.*sort=price-asc|sort=price-asc.*category=feeding/);
    await expect(page.getByRole("heading", { level: 1, name: "Feeding" })).toBeVisible();
    await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");
    const prices = await page.getByRole("article").evaluateAll((cards) =>
      cards.map((card) => Number((card.textContent?.match(/₹([\d,]+)/)?.[1] ?? "0").replace(/,/g, ""))),
    );
    expect(prices.length).toBeGreaterThan(1);
    expect(prices[0]).toBeLessThanOrEqual(prices.at(-1)!);
  });

  test("checks delivery to a PIN code on the product page with a plain form @phone", async ({ page }) => {
    await page.goto("/products?category=feeding");
    const product = page.getByRole("article").first();
    const name = (await product.getByRole("heading").textContent())!;
    await product.getByRole("link", { name, exact: true }).first().click();
    const check = page.getByRole("region", { name: "Check delivery" });
    await check.getByLabel("PIN code").fill("30200");
    await check.getByRole("button", { name: "Check" }).click();
    await expect(page).toHaveURL(/\?pincode=30200$/);
    await expect(page.getByRole("region", { name: "Check delivery" }).getByText("Enter a 6-digit PIN code")).toBeVisible();

    await page.getByRole("region", { name: "Check delivery" }).getByLabel("PIN code").fill("302001");
    await page.getByRole("region", { name: "Check delivery" }).getByRole("button", { name: "Check" }).click();
    await expect(page).toHaveURL(/\?pincode=302001$/);
    const answer = page.getByRole("region", { name: "Check delivery" });
    await expect(answer.getByText(/^Delivered by /)).toBeVisible();
    await expect(answer.getByText("Cash on delivery available")).toBeVisible();
    // Change is a link back to the page without its PIN code, where a new one can be typed.
    await answer.getByRole("link", { name: "Change PIN code 302001" }).click();
    await expect(page.getByRole("region", { name: "Check delivery" }).getByLabel("PIN code")).toBeVisible();
  });

  test("adds to the cart with a plain form, the quantity chosen with plus, and sends a visitor to sign in first @phone", async ({ page }) => {
    // A product known to be in stock: the newest one may be a sold-out copy another journey just published.
    const [product] = await productsInStock(page, 1, { skip: 24 });
    const { name, slug } = product!;
    const productPage = `/products/${slug}`;
    await page.goto(productPage);

    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/\/signin\?returnUrl=/);

    const customer = await registerViaApi(page.request);
    await signInViaApi(page, customer.email, customer.password);
    await page.goto(productPage);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page).toHaveURL(/\?quantity=3$/);
    await expect(page.getByRole("status", { name: "Quantity" })).toHaveText("3");
    await page.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(page).toHaveURL(/\?quantity=2$/);

    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const cart = (await (await page.request.get("/api/cart")).json()) as Array<{ quantity: number; product: { name: string } }>;
    expect(cart.map((line) => [line.product.name, line.quantity])).toEqual([[name, 2]]);
  });
});
