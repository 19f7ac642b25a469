import type { SearchSuggestions, SuggestedBrand, SuggestedCategory, SuggestedProduct } from "@shared/schemas/search-suggest";
import { paths } from "@/config/paths";
import { SUGGEST_MAX_ENTRIES } from "@shared/constants";

/** One suggestion the shopper can choose, with the page it leads to. */
export type SuggestionOption = { key: string; href: string } & (
  | { kind: "product"; product: SuggestedProduct }
  | { kind: "brand"; brand: SuggestedBrand }
  | { kind: "category"; category: SuggestedCategory }
);

export interface SuggestionGroup {
  name: "Products" | "Brands" | "Categories";
  options: SuggestionOption[];
}

function categoryHref(category: SuggestedCategory): string {
  return category.kind === "subcategory" ? paths.productsBySubcategory.href(category.slug) : paths.productsByCategory.href(category.slug);
}

/** The answer as the list shows it: products, brands, categories, in that order, at most eight in all; empty groups left out. */
export function suggestionGroups(answer: SearchSuggestions): SuggestionGroup[] {
  const groups: SuggestionGroup[] = [
    {
      name: "Products",
      options: answer.products.map((product) => ({ kind: "product", key: `product-${product.id}`, href: paths.product.href(product.slug), product })),
    },
    {
      name: "Brands",
      options: answer.brands.map((brand) => ({ kind: "brand", key: `brand-${brand.id}`, href: paths.productsByBrand.href(brand.slug), brand })),
    },
    {
      name: "Categories",
      options: answer.categories.map((category) => ({ kind: "category", key: `${category.kind}-${category.id}`, href: categoryHref(category), category })),
    },
  ];
  let room = SUGGEST_MAX_ENTRIES;
  return groups
    .map((group) => {
      const options = group.options.slice(0, room);
      room -= options.length;
      return { ...group, options };
    })
    .filter((group) => group.options.length > 0);
}
