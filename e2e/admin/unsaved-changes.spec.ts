import { admin, expect, expectAccessible, signInViaApi, test } from "../fixtures";

// Unsaved changes are never dropped without asking (see docs/product/policy-pages.md#back-office).
test.describe("unsaved changes", () => {
  test("a page's unsaved text asks before another back-office link is followed @phone", async ({ page }) => {
    await signInViaApi(page, admin.email, admin.password);
    await page.goto("/admin/settings/pages?page=shipping-and-delivery");
    const editor = page.getByRole("form", { name: "Edit Shipping & Delivery" });
    const body = editor.getByRole("textbox", { name: "Text (Markdown)" });
    await expect(body).toHaveValue(/\S/);
    const text = `${await body.inputValue()}\n\nA sentence not saved yet.`;
    await body.fill(text);
    await expect(editor.getByText("Unsaved changes")).toBeVisible();

    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Orders" }).click();
    const question = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(question.getByText("Your changes have not been saved. If you leave now, they will be lost.")).toBeVisible();
    await expect(question.getByRole("button", { name: "Keep editing" })).toBeFocused();
    await expectAccessible(page);

    await question.getByRole("button", { name: "Keep editing" }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/settings\/pages\?page=shipping-and-delivery$/);
    await expect(body).toHaveValue(text);

    // Leaving without saving goes where the link was clicked, and the text is as it was saved.
    await page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "Delivery" }).click();
    await question.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/delivery$/);
    await expect(editor).toBeHidden();
    await page.goBack();
    await expect(body).not.toHaveValue(text);
    await expect(editor.getByText("Unsaved changes")).toBeHidden();

    // Nothing unsaved: the links are followed without a question.
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Orders" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Manage Orders" })).toBeVisible();
    await expect(question).toBeHidden();
  });

  test("the Back button with a page's unsaved text asks first, and leaving goes back", async ({ page }) => {
    await signInViaApi(page, admin.email, admin.password);
    await page.goto("/admin/orders");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Settings" }).click();
    const body = page.getByRole("textbox", { name: "Text (Markdown)" });
    await expect(body).toHaveValue(/\S/);
    const editorAddress = page.url();
    await body.fill(`${await body.inputValue()}\n\nNot saved yet.`);

    const question = page.getByRole("dialog", { name: "Leave without saving?" });
    await page.goBack();
    await expect(question).toBeVisible();
    expect(page.url()).toBe(editorAddress);
    await question.getByRole("button", { name: "Keep editing" }).click();
    await expect(body).toHaveValue(/Not saved yet\.$/);

    await page.goBack();
    await question.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(body).toBeHidden();
  });

  test("closing the tab with a page's unsaved text gets the browser's question", async ({ page }) => {
    await signInViaApi(page, admin.email, admin.password);
    await page.goto("/admin/settings/pages?page=shipping-and-delivery");
    const body = page.getByRole("textbox", { name: "Text (Markdown)" });
    await body.fill("A draft");
    const asked = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.accept();
  });

  test("closing the add-product dialog with something typed asks first", async ({ page }) => {
    await signInViaApi(page, admin.email, admin.password);
    await page.goto("/admin/products");
    await page.getByRole("button", { name: "Add Product", exact: true }).click();
    const form = page.getByRole("dialog", { name: "Add New Product" });
    await form.getByLabel("Product Name *").fill("Muslin swaddle, not saved");

    await page.keyboard.press("Escape");
    const question = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(question).toBeVisible();
    await question.getByRole("button", { name: "Keep editing" }).click();
    await expect(question).toBeHidden();
    await expect(form.getByLabel("Product Name *")).toHaveValue("Muslin swaddle, not saved");

    await form.getByRole("button", { name: "Cancel" }).click();
    await question.getByRole("button", { name: "Leave without saving" }).click();
    await expect(form).toBeHidden();
    await expect(question).toBeHidden();
  });
});
