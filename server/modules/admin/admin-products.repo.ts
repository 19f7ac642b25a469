import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { brands, categories, productOptions, productOptionValues, products, productVariants, subcategories } from "../../db/schema/catalog";

export interface AdminProductFilter {
  search?: string;
  categoryId?: number;
  subcategoryId?: number;
  brandId?: number;
}

const columns = {
  product: products,
  /** Active or not: with more than one, the variants' editor owns the price, stock, MRP, SKU and net quantity. */
  variantCount: sql<number>`(select count(*)::int from ${productVariants} where ${productVariants.productId} = ${products.id})`,
  brand: { id: brands.id, name: brands.name, slug: brands.slug },
  category: { id: categories.id, name: categories.name, slug: categories.slug },
  subcategory: { id: subcategories.id, name: subcategories.name, slug: subcategories.slug },
};

function where(filter: AdminProductFilter): SQL | undefined {
  const search = filter.search?.trim();
  const pattern = search ? `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  return and(
    filter.categoryId === undefined ? undefined : eq(products.categoryId, filter.categoryId),
    filter.subcategoryId === undefined ? undefined : eq(products.subcategoryId, filter.subcategoryId),
    filter.brandId === undefined ? undefined : eq(products.brandId, filter.brandId),
    pattern ? or(ilike(products.name, pattern), ilike(products.sku, pattern), ilike(products.slug, pattern)) : undefined,
  );
}

function selectProducts(db: Database) {
  return db
    .select(columns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId));
}

export type AdminProductRow = Awaited<ReturnType<typeof listProducts>>[number];

/** Every product, active or not, newest first. */
export function listProducts(db: Database, filter: AdminProductFilter, page: { limit: number; offset: number }) {
  return selectProducts(db).where(where(filter)).orderBy(desc(products.createdAt), desc(products.id)).limit(page.limit).offset(page.offset);
}

export async function countProducts(db: Database, filter: AdminProductFilter): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where(filter));
  return row?.total ?? 0;
}

export async function findProduct(db: Database, id: number): Promise<AdminProductRow | undefined> {
  const [row] = await selectProducts(db).where(eq(products.id, id));
  return row;
}

export async function findProductsByIds(db: Database, ids: number[]): Promise<AdminProductRow[]> {
  if (ids.length === 0) return [];
  return selectProducts(db).where(inArray(products.id, ids));
}

export async function findTaxonomy(db: Database, ids: { categoryId: number; subcategoryId: number | null; brandId: number }) {
  const [category] = await db.select().from(categories).where(eq(categories.id, ids.categoryId));
  const [brand] = await db.select().from(brands).where(eq(brands.id, ids.brandId));
  const [subcategory] = ids.subcategoryId === null ? [] : await db.select().from(subcategories).where(eq(subcategories.id, ids.subcategoryId));
  return { category, brand, subcategory };
}

export async function slugOrSkuTaken(db: Database, values: { slug: string; sku: string | null }, exceptId?: number): Promise<"slug" | "sku" | null> {
  const matches = await db
    .select({ id: products.id, slug: products.slug, sku: products.sku })
    .from(products)
    .where(or(eq(products.slug, values.slug), values.sku ? eq(products.sku, values.sku) : undefined));
  const others = matches.filter((row) => row.id !== exceptId);
  if (others.some((row) => row.slug === values.slug)) return "slug";
  if (values.sku && others.some((row) => row.sku === values.sku)) return "sku";
  return null;
}

export async function insertProduct(db: Database, values: typeof products.$inferInsert): Promise<number> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

/**
 * Gives the product `copyId` the options, values and variants of `sourceId`, when it has options: each
 * variant as it is but with no stock and its SKU + '-COPY', in place of the one variant the copy was made with.
 */
export async function copyOptionsAndVariants(db: Database, sourceId: number, copyId: number): Promise<void> {
  const options = await db.select().from(productOptions).where(eq(productOptions.productId, sourceId)).orderBy(asc(productOptions.position));
  if (options.length === 0) return;
  for (const option of options) {
    const [copy] = await db.insert(productOptions).values({ productId: copyId, position: option.position, name: option.name }).returning({ id: productOptions.id });
    await db.execute(sql`insert into product_option_values (option_id, position, value, note) select ${copy!.id}, position, value, note from product_option_values where option_id = ${option.id}`);
  }
  await db.delete(productVariants).where(eq(productVariants.productId, copyId));
  await db.execute(sql`insert into product_variants (product_id, position, option_values, sku, price_paise, sale_price_paise, discount_percent, mrp_paise, stock_quantity, net_quantity, net_quantity_unit, images, is_active)
    select ${copyId}, position, option_values, sku || '-COPY', price_paise, sale_price_paise, discount_percent, mrp_paise, 0, net_quantity, net_quantity_unit, images, is_active
    from product_variants where product_id = ${sourceId} order by position, id`);
}

/** The values of the product's options, in order ("M", "L", "Pack of 2"): what search reads besides its own words. */
export async function optionValuesOf(db: Database, productId: number): Promise<string[]> {
  const rows = await db
    .select({ value: productOptionValues.value })
    .from(productOptionValues)
    .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
    .where(eq(productOptions.productId, productId))
    .orderBy(asc(productOptions.position), asc(productOptionValues.position));
  return rows.map((row) => row.value);
}

/** The prices of the product's variants, each with its MRP and choice. */
export function variantPricesOf(db: Database, productId: number) {
  return db
    .select({ optionValues: productVariants.optionValues, pricePaise: productVariants.pricePaise, salePricePaise: productVariants.salePricePaise, mrpPaise: productVariants.mrpPaise })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNotNull(productVariants.mrpPaise)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

export async function updateProduct(db: Database, id: number, values: Partial<typeof products.$inferInsert>): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}

export async function deleteProduct(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

export type CategoryTaxRow = Pick<typeof categories.$inferSelect, "id" | "name" | "slug" | "hsnCode" | "gstRate">;

const categoryTaxColumns = { id: categories.id, name: categories.name, slug: categories.slug, hsnCode: categories.hsnCode, gstRate: categories.gstRate };

/** Every category with its tax defaults, in the storefront's order. */
export function listCategoryTax(db: Database): Promise<CategoryTaxRow[]> {
  return db.select(categoryTaxColumns).from(categories).orderBy(categories.sortOrder, categories.id);
}

export async function updateCategoryTax(db: Database, id: number, values: { hsnCode: string | null; gstRate: number | null }): Promise<CategoryTaxRow | undefined> {
  const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning(categoryTaxColumns);
  return row;
}

/** The category's products that take its GST rate or HSN code, having none of their own. */
export async function productIdsTaxedByCategory(db: Database, categoryId: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.categoryId, categoryId), or(isNull(products.gstRate), isNull(products.hsnCode))));
  return rows.map((row) => row.id);
}

/**
 * The category's products without a rate of their own of which a variant's selling price, with GST at
 * `gstRate` added, would be above its MRP (GST rounded half up to the paisa, as shared/gst.ts lineTax does).
 */
export async function productsAboveMrpAtRate(db: Database, categoryId: number, gstRate: number): Promise<Array<{ id: number; name: string }>> {
  const selling = sql`${productVariants.effectivePricePaise}`;
  return db
    .selectDistinct({ id: products.id, name: products.name })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(products.categoryId, categoryId),
        isNull(products.gstRate),
        isNotNull(productVariants.mrpPaise),
        sql`${selling} + (2 * ${selling} * ${gstRate}::int + 100) / 200 > ${productVariants.mrpPaise}`,
      ),
    )
    .orderBy(asc(products.name), asc(products.id));
}
