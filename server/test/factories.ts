import { eq } from "drizzle-orm";
import { salePriceFromDiscount } from "@shared/pricing";
import { slugify } from "@shared/slug";
import type { Database } from "../db/client";
import { brands, categories, products, subcategories } from "../db/schema/catalog";
import { productSearchFields } from "../modules/search/public";

let sequence = 0;
const next = () => ++sequence;

export async function createCategory(db: Database, values: Partial<typeof categories.$inferInsert> = {}) {
  const name = values.name ?? `Category ${next()}`;
  const [row] = await db
    .insert(categories)
    .values({ name, slug: slugify(name), icon: "🍼", ...values })
    .returning();
  return row!;
}

export async function createSubcategory(db: Database, categoryId: number, values: Partial<typeof subcategories.$inferInsert> = {}) {
  const name = values.name ?? `Subcategory ${next()}`;
  const [row] = await db
    .insert(subcategories)
    .values({ name, slug: slugify(name), icon: "🧸", categoryId, ...values })
    .returning();
  return row!;
}

export async function createBrand(db: Database, values: Partial<typeof brands.$inferInsert> = {}) {
  const name = values.name ?? `Brand ${next()}`;
  const [row] = await db
    .insert(brands)
    .values({ name, slug: slugify(name), ...values })
    .returning();
  return row!;
}

export interface ProductInput extends Partial<Omit<typeof products.$inferInsert, "categoryId" | "brandId">> {
  categoryId: number;
  brandId: number;
  /** Convenience: rupees instead of paise. */
  price?: number;
  discount?: number;
}

/** A product with its search text filled in as the catalogue service would. */
export async function createProduct(db: Database, input: ProductInput) {
  const { price, discount, ...values } = input;
  const name = values.name ?? `Product ${next()}`;
  const pricePaise = values.pricePaise ?? Math.round((price ?? 499) * 100);
  const [brand] = await db.select().from(brands).where(eq(brands.id, values.brandId));
  const [category] = await db.select().from(categories).where(eq(categories.id, values.categoryId));
  const [subcategory] = values.subcategoryId ? await db.select().from(subcategories).where(eq(subcategories.id, values.subcategoryId)) : [];
  const [row] = await db
    .insert(products)
    .values({
      slug: slugify(name),
      stockQuantity: 10,
      ...values,
      name,
      pricePaise,
      salePricePaise: values.salePricePaise ?? (discount ? salePriceFromDiscount(pricePaise, discount) : null),
      discountPercent: String(discount ?? values.discountPercent ?? 0),
      ...productSearchFields({
        name,
        brandName: brand!.name,
        categoryName: category!.name,
        subcategoryName: subcategory?.name,
        tags: values.tags,
      }),
    })
    .returning();
  return row!;
}
