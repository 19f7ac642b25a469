import { expect, expectAccessible, test } from "../fixtures";

test.describe("the about page", () => {
  test("tells the shop's mission, values, figures and team, and how to reach it", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle("About Us | KiddoKart");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    for (const heading of ["Our mission", "What we stand for", "Meet our team", "Get in touch"]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const figures: Array<[string, string]> = [
      ["50,000+", "Happy customers"],
      ["2,00,000+", "Products sold"],
      ["100+", "Cities served"],
      ["4.8", "Average rating"],
    ];
    for (const [figure, label] of figures) {
      await expect(main.getByRole("listitem").filter({ hasText: label })).toContainText(figure);
    }
    await expect(main.getByRole("region", { name: "Meet our team" }).getByRole("listitem")).toHaveCount(4);
    await expect(main.getByRole("link", { name: "+91 141 400 5060" })).toBeVisible();
    await expect(main.getByText("Jaipur, Rajasthan 302004")).toBeVisible();
    await expectAccessible(page);
  });

  test("keeps the tab's title right when moving between pages without reloading", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveTitle("About Us | KiddoKart");
    await footer.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveTitle("Contact Us | KiddoKart");
    await page.getByRole("banner").getByRole("link", { name: /KiddoKart/ }).click();
    await expect(page).toHaveTitle("KiddoKart — Baby care products online in India");
  });
});

test.describe("the contact page", () => {
  test("shows the support details, quick links and answers to common questions", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle("Contact Us | KiddoKart");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(main.getByRole("link", { name: "support@kiddokart.in" })).toHaveAttribute("href", "mailto:support@kiddokart.in");
    await expect(main.getByText("Sunday 10:00-18:00 IST")).toBeVisible();

    const quickLinks = main.getByRole("region", { name: "Quick links" });
    await expect(quickLinks.getByRole("link", { name: /Track Order/ })).toHaveAttribute("href", "/orders");
    await expect(quickLinks.getByRole("link", { name: /Shop Products/ })).toHaveAttribute("href", "/products");
    await expect(quickLinks.getByRole("link", { name: /About Us/ })).toHaveAttribute("href", "/about");

    const faq = main.getByRole("region", { name: "Frequently asked questions" });
    const answer = faq.getByText(/On most PIN codes, yes/);
    await expect(answer).toBeHidden();
    await faq.getByText("Can I pay cash on delivery?").click();
    await expect(answer).toBeVisible();
    await expect(faq.getByText("What is your return policy?")).toBeVisible();
    await expect(faq.getByText("Are your products authentic?")).toBeVisible();
    await expectAccessible(page);
  });

  test("checks the message in the browser, sends it, thanks the shopper and clears the form", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    const send = form.getByRole("button", { name: "Send Message" });
    await expect(form.getByLabel("Phone number")).toHaveAttribute("placeholder", "+91 98765 43210");

    await send.click();
    for (const message of [
      "Name is required",
      "Valid email is required",
      "Valid phone number is required",
      "Subject is required",
      "Message must be at least 10 characters",
    ]) {
      await expect(form.getByText(message, { exact: true }), message).toBeVisible();
    }
    await expect(form.getByLabel("Full name")).toBeFocused();
    await expect(form.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Email address")).toHaveAccessibleDescription("Valid email is required");
    await expectAccessible(page);

    await form.getByLabel("Full name").fill("Meera Joshi");
    await expect(form.getByText("Name is required")).toBeHidden();
    await form.getByLabel("Email address").fill("meera.joshi@example.in");
    await form.getByLabel("Phone number").fill("+91 98765 43210");
    await form.getByLabel("Subject").fill("Delivery to Udaipur");
    await form.getByLabel("Message").fill("Short");
    await send.click();
    await expect(form.getByText("Message must be at least 10 characters")).toBeVisible();
    await form.getByLabel("Message").fill("Do you deliver the same day to Udaipur?");

    // Hold the answer a moment, to see the button wait for it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    await send.click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();

    await expect(page.getByText("Message Sent Successfully!", { exact: true })).toBeVisible();
    await expect(page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.", { exact: true })).toBeVisible();
    for (const field of ["Full name", "Email address", "Phone number", "Subject", "Message"]) {
      await expect(form.getByLabel(field), field).toHaveValue("");
    }
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("says so when the message could not be sent, and keeps what was typed", async ({ page }) => {
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, json: { message: "Internal Server Error", code: "internal" } }));
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Full name").fill("Meera Joshi");
    await form.getByLabel("Email address").fill("meera.joshi@example.in");
    await form.getByLabel("Phone number").fill("9876543210");
    await form.getByLabel("Subject").fill("Return");
    await form.getByLabel("Message").fill("How do I return an unopened stroller?");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(page.getByText("Failed to send message. Please try again.", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue("Meera Joshi");
  });
});
