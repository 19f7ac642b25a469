import { admin, expect, expectAccessible, registerViaApi, signInViaApi, test } from "../fixtures";

/** Today's date in India, YYYY-MM-DD. */
const todayInIndia = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

test("the owner opens the orders to ship from the dashboard, finds one by name and day, and the URL keeps the filters", async ({ page, browser }) => {
  // A customer places a cash-on-delivery order: confirmed, waiting to be shipped.
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const customer = await registerViaApi(customerPage.request);
  await signInViaApi(customerPage, customer.email, customer.password);
  const { products } = (await (await customerPage.request.get("/api/products?limit=12")).json()) as {
    products: { id: number; price: string; salePrice: string | null; stockQuantity: number; hasOptions: boolean }[];
  };
  const product = products.find((candidate) => candidate.stockQuantity >= 1 && !candidate.hasOptions)!;
  const added = await customerPage.request.post("/api/cart", { data: { productId: product.id, quantity: 1 } });
  expect(added.ok(), await added.text()).toBe(true);
  const surname = `Zephyr${Date.now() % 100_000}`;
  const place = (totals: { subtotal: string; tax: string; shipping: string; total: string }) =>
    customerPage.request.post("/api/orders", {
      data: {
        orderData: {
          ...totals,
          shippingAddress: { firstName: "Ishaan", lastName: surname, address: "4 Park Street", city: "Kolkata", state: "West Bengal", pincode: "700016", phone: "+91 90000 12345" },
          paymentMethod: "cod",
        },
        items: [{ productId: product.id, quantity: 1 }],
      },
    });
  // The totals are the server's business (prices with or without GST); it says them when a guess is off.
  let placed = await place({ subtotal: product.salePrice ?? product.price, tax: "0.00", shipping: "0.00", total: "0.00" });
  if (placed.status() === 409) placed = await place(((await placed.json()) as { totals: { subtotal: string; tax: string; shipping: string; total: string } }).totals);
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderNumber } = ((await placed.json()) as { order: { orderNumber: string } }).order;
  await customerContext.close();

  await signInViaApi(page, admin.email, admin.password);
  await page.goto("/admin");
  await expect(page.getByTestId("stat-to-ship")).toHaveText(/^[1-9]\d*$/);
  const toShip = Number(await page.getByTestId("stat-to-ship").textContent());
  await page.getByRole("link", { name: "To ship" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?queue=to-ship$/);
  await expect(page.getByRole("combobox", { name: "Show" })).toHaveText("To ship");
  await expect(page.getByText(`Orders (${toShip})`)).toBeVisible();
  const row = page.getByTestId("admin-order-row").filter({ hasText: orderNumber });

  await page.getByRole("searchbox", { name: "Search orders" }).fill(surname.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`queue=to-ship&search=${surname.toLowerCase()}$`));
  await expect(page.getByText("Orders (1)")).toBeVisible();
  await expect(row).toBeVisible();

  const today = todayInIndia();
  await page.getByLabel("Placed from").fill(today);
  await page.getByLabel("Placed to").fill(today);
  await expect(page).toHaveURL(new RegExp(`placedFrom=${today}&placedTo=${today}$`));
  await expect(row).toBeVisible();
  await expectAccessible(page);

  // A reload keeps every filter.
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search orders" })).toHaveValue(surname.toLowerCase());
  await expect(page.getByLabel("Placed to")).toHaveValue(today);
  await expect(row).toBeVisible();

  // The day before today finds nothing of it.
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  // Placed to before Placed from moves Placed from along.
  await page.getByLabel("Placed to").fill(yesterday);
  await expect(page).toHaveURL(new RegExp(`placedFrom=${yesterday}&placedTo=${yesterday}$`));
  await expect(page.getByText("No order matches these filters. Try other words or days, or clear the filters.")).toBeVisible();

  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole("searchbox", { name: "Search orders" })).toHaveValue("");
  await expect(row).toBeVisible();
});
