import type { Brand, CategoryWithSubcategories } from "@shared/schemas/catalog";
import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS } from "./product-filters";
import { resolveFilterIds } from "./resolve-filter-ids";

const sub = (id: number, slug: string, categoryId: number) => ({ id, slug, name: slug, icon: "", categoryId });
const categories: CategoryWithSubcategories[] = [
  { id: 1, slug: "feeding", name: "Feeding", icon: "", description: null, subcategories: [sub(11, "feeding-bottles", 1), sub(12, "sippy-cups", 1)] },
  { id: 2, slug: "toys", name: "Toys", icon: "", description: null, subcategories: [sub(21, "teethers", 2)] },
];
const brands: Brand[] = [{ id: 7, slug: "pigeon", name: "Pigeon", logoUrl: null, description: null }];

describe("resolveFilterIds", () => {
  it("finds the ids of the category and brand slugs", () => {
    expect(resolveFilterIds({ ...DEFAULT_FILTERS, category: "toys", brand: "pigeon" }, categories, brands)).toMatchObject({
      categoryId: 2,
      subcategoryId: undefined,
      brandId: 7,
    });
  });

  it("selects a subcategory's parent category", () => {
    const resolved = resolveFilterIds({ ...DEFAULT_FILTERS, subcategory: "sippy-cups" }, categories, brands);
    expect(resolved).toMatchObject({ categoryId: 1, subcategoryId: 12 });
    expect(resolved.category?.slug).toBe("feeding");
  });

  it("lets the subcategory win over a category it does not belong to", () => {
    expect(resolveFilterIds({ ...DEFAULT_FILTERS, category: "feeding", subcategory: "teethers" }, categories, brands)).toMatchObject({
      categoryId: 2,
      subcategoryId: 21,
    });
  });

  it("ignores unknown slugs", () => {
    expect(resolveFilterIds({ ...DEFAULT_FILTERS, category: "nope", subcategory: "nope", brand: "nope" }, categories, brands)).toMatchObject({
      categoryId: undefined,
      subcategoryId: undefined,
      brandId: undefined,
    });
  });
});
