import type { SearchSuggestions } from "@shared/schemas/search-suggest";
import { expect, type Page } from "@playwright/test";
import { expectAccessible, test } from "../fixtures";
import { apiGet } from "./catalog-helpers";

/** A typo of "pampers": the shop reads it as the brand. */
const TYPO = "pampar";

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search products" });
const suggestionList = (page: Page) => page.getByRole("listbox", { name: "Search suggestions" });

/** What the shop suggests for the typo, read at run time (the demo catalogue is not assumed). */
async function suggestionsFor(page: Page, text: string) {
  const answer = await apiGet<SearchSuggestions>(page, `/api/search/suggest?q=${encodeURIComponent(text)}`);
  expect(answer.products.length, "Pampers products are suggested").toBeGreaterThan(1);
  expect(answer.brands.map((brand) => brand.slug)).toContain("pampers");
  return answer;
}

/** Presses a key in the box `times` times, then checks which suggestion the box points at. */
async function highlight(page: Page, key: "ArrowDown" | "ArrowUp", times: number, name: string | RegExp) {
  for (let pressed = 0; pressed < times; pressed++) await searchBox(page).press(key);
  const option = suggestionList(page).getByRole("option", { name, exact: true });
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(searchBox(page)).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
}

test.describe("the header search's suggestions", () => {
  test("suggests Pampers products for a typo, and opens the highlighted one with Enter", async ({ page }) => {
    const answer = await suggestionsFor(page, TYPO);
    const [first, second] = answer.products;

    await page.goto("/");
    await searchBox(page).fill(TYPO);
    const list = suggestionList(page);
    const products = list.getByRole("group", { name: "Products" }).getByRole("option");
    await expect(products).toHaveCount(answer.products.length);
    await expect(products.first()).toContainText(first!.name);
    await expect(list.getByRole("group", { name: "Brands" }).getByRole("option", { name: "Pampers", exact: true })).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("status").filter({ hasText: /suggestions? available/ })).toHaveCount(1);
    await expectAccessible(page);

    await highlight(page, "ArrowDown", 2, new RegExp(`^${escapeRegExp(second!.name)}`));
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(`/products/${second!.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: second!.name })).toBeVisible();
    await expect(list).toBeHidden();
    await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("leads the brand suggestion to the brand's products, and Escape closes the list", async ({ page }) => {
    const answer = await suggestionsFor(page, TYPO);
    const brandPlace = answer.products.length + answer.brands.findIndex((brand) => brand.slug === "pampers") + 1;

    await page.goto("/");
    await searchBox(page).fill(TYPO);
    await expect(suggestionList(page)).toBeVisible();
    await searchBox(page).press("Escape");
    await expect(suggestionList(page)).toBeHidden();
    await expect(searchBox(page)).toHaveValue(TYPO);

    await highlight(page, "ArrowDown", brandPlace, "Pampers");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL("/products?brand=pampers");
    await expect(page.getByRole("list", { name: "Products" }).getByRole("article").first()).toBeVisible();
  });

  test("searches for the text with Enter when no suggestion is highlighted", async ({ page }) => {
    await page.goto("/");
    await searchBox(page).fill(` ${TYPO} `);
    await expect(suggestionList(page)).toBeVisible();
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(`/products?search=${TYPO}`);
    await expect(suggestionList(page)).toBeHidden();
  });

  test("finds with Enter the products the suggestions showed for a typo", async ({ page }) => {
    const answer = await suggestionsFor(page, TYPO);

    await page.goto("/");
    await searchBox(page).fill(TYPO);
    const suggested = suggestionList(page).getByRole("group", { name: "Products" }).getByRole("option");
    await expect(suggested).toHaveCount(answer.products.length);
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(`/products?search=${TYPO}`);

    await expect(page.getByText("Showing results for pampers.")).toBeVisible();
    const results = page.getByRole("list", { name: "Products" }).getByRole("article");
    await expect(results.first()).toBeVisible();
    await expect(results.first()).toContainText("Pampers");
    for (const product of answer.products) await expect(results.filter({ hasText: product.name })).toHaveCount(1);
    await expectAccessible(page);
  });

  test("suggests under the phone's header search box, and a tap opens the product @phone", async ({ page }) => {
    test.skip(test.info().project.name !== "phone", "phone layout");
    const answer = await suggestionsFor(page, TYPO);
    const [first] = answer.products;

    await page.goto("/");
    await searchBox(page).fill(TYPO);
    const option = suggestionList(page).getByRole("option", { name: new RegExp(`^${escapeRegExp(first!.name)}`) });
    await expect(option).toBeVisible();
    await expectAccessible(page);

    await option.tap();
    await expect(page).toHaveURL(`/products/${first!.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: first!.name })).toBeVisible();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
