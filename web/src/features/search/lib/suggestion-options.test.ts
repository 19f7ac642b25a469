import type { SuggestedProduct } from "@shared/schemas/search-suggest";
import { describe, expect, it } from "vitest";
import { suggestionGroups } from "./suggestion-options";

const product = (id: number): SuggestedProduct => ({ id, name: `Product ${id}`, slug: `product-${id}`, imageUrl: null, price: "100.00", salePrice: null, mrp: null, inStock: true });
const brand = { id: 3, name: "Pampers", slug: "pampers" };
const category = { kind: "category" as const, id: 5, name: "Diapering", slug: "diapering", parentName: null };
const subcategory = { kind: "subcategory" as const, id: 5, name: "Diapers", slug: "diapers", parentName: "Diapering" };

describe("suggestionGroups", () => {
  it("lists products, brands and categories in that order, each leading to its page, and leaves out empty groups", () => {
    const groups = suggestionGroups({ products: [product(1)], brands: [], categories: [category, subcategory] });
    expect(groups.map((group) => group.name)).toEqual(["Products", "Categories"]);
    expect(groups.flatMap((group) => group.options.map((option) => option.href))).toEqual([
      "/products/product-1",
      "/products?category=diapering",
      "/products?subcategory=diapers",
    ]);
    // A category and a subcategory may share an id: their keys differ.
    expect(new Set(groups[1]!.options.map((option) => option.key)).size).toBe(2);
  });

  it("leads a brand to its products", () => {
    const [brands] = suggestionGroups({ products: [], brands: [brand], categories: [] });
    expect(brands!.options.map((option) => option.href)).toEqual(["/products?brand=pampers"]);
  });

  it("shows at most eight in all, whatever the server sends", () => {
    const groups = suggestionGroups({ products: [1, 2, 3, 4, 5, 6, 7].map(product), brands: [brand], categories: [category] });
    expect(groups.map((group) => [group.name, group.options.length])).toEqual([
      ["Products", 7],
      ["Brands", 1],
    ]);
  });
});
