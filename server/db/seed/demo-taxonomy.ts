import { slugify } from "@shared/slug";
import type { Database } from "../client";
import { brands, categories, subcategories } from "../schema/catalog";
import { demoBrands } from "./data/brands";
import { demoCategories } from "./data/categories";
import { demoCategoryTax } from "./data/tax";
import type { CatalogueIds } from "./demo-product";
import type { SubcategoryPlan } from "./subcategory-plan";

/** Writes the eight categories, their subcategories and the brands; returns their new ids. */
export async function insertDemoTaxonomy(db: Database, plans: readonly SubcategoryPlan[]): Promise<CatalogueIds> {
  const categoryRows = await db
    .insert(categories)
    .values(
      demoCategories.map((category, position) => ({
        name: category.name,
        slug: category.slug,
        icon: category.icon,
        description: category.description,
        sortOrder: position + 1,
        hsnCode: demoCategoryTax[category.slug]?.hsnCode ?? null,
        gstRate: demoCategoryTax[category.slug]?.gstRate ?? null,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const categoryIdBySlug = new Map(categoryRows.map((row) => [row.slug, row.id]));

  const subcategoryRows = await db
    .insert(subcategories)
    .values(
      plans.map((plan) => ({
        categoryId: categoryIdBySlug.get(plan.category.slug)!,
        name: plan.subcategory.name,
        slug: plan.slug,
        icon: plan.subcategory.icon,
        sortOrder: plan.category.subcategories.indexOf(plan.subcategory) + 1,
      })),
    )
    .returning({ id: subcategories.id, slug: subcategories.slug });
  const subcategoryIdBySlug = new Map(subcategoryRows.map((row) => [row.slug, row.id]));

  const brandRows = await db
    .insert(brands)
    .values(demoBrands.map((brand) => ({ name: brand.name, slug: slugify(brand.name), description: brand.description })))
    .returning({ id: brands.id, name: brands.name });
  const brandIdByName = new Map(brandRows.map((row) => [row.name, row.id]));

  return { categoryIdBySlug, subcategoryIdBySlug, brandIdByName };
}
