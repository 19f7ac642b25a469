import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { optionPairsOfVariant } from "../../db/variant-options";
import { productOptions, productOptionValues, products, productVariants } from "../../db/schema/catalog";

/** A product's options with their values, each in its order. */
export async function optionsOf(db: Database, productId: number) {
  const rows = await db
    .select({ optionId: productOptions.id, name: productOptions.name, value: productOptionValues.value, note: productOptionValues.note })
    .from(productOptions)
    .innerJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
    .where(eq(productOptions.productId, productId))
    .orderBy(asc(productOptions.position), asc(productOptionValues.position));
  const options = new Map<number, { name: string; values: Array<{ value: string; note: string | null }> }>();
  for (const row of rows) {
    const option = options.get(row.optionId) ?? { name: row.name, values: [] };
    option.values.push({ value: row.value, note: row.note });
    options.set(row.optionId, option);
  }
  return [...options.values()];
}

/** A product's variants on sale, in their order. */
export function activeVariantsOf(db: Database, productId: number) {
  return db
    .select({
      id: productVariants.id,
      sku: productVariants.sku,
      optionValues: optionPairsOfVariant,
      pricePaise: productVariants.pricePaise,
      salePricePaise: productVariants.salePricePaise,
      mrpPaise: productVariants.mrpPaise,
      discountPercent: productVariants.discountPercent,
      stockQuantity: productVariants.stockQuantity,
      netQuantity: productVariants.netQuantity,
      netQuantityUnit: productVariants.netQuantityUnit,
      images: productVariants.images,
    })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isActive, true)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

export type VariantRow = Awaited<ReturnType<typeof activeVariantsOf>>[number];
export type OptionRow = Awaited<ReturnType<typeof optionsOf>>[number];

/**
 * The variants on sale (active, of an active product) of these products, and these variants if on
 * sale, each product's in its order: what a cart line or an order line may buy.
 */
export function variantsOnSale(db: Database, { productIds = [], variantIds = [] }: { productIds?: number[]; variantIds?: number[] }) {
  const wanted = [
    productIds.length > 0 ? inArray(productVariants.productId, productIds) : undefined,
    variantIds.length > 0 ? inArray(productVariants.id, variantIds) : undefined,
  ];
  return db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      productName: products.name,
      optionValues: optionPairsOfVariant,
      sku: productVariants.sku,
      pricePaise: productVariants.pricePaise,
      salePricePaise: productVariants.salePricePaise,
      stockQuantity: productVariants.stockQuantity,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(or(...wanted), eq(productVariants.isActive, true), eq(products.isActive, true)))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
}

export type VariantOnSale = Awaited<ReturnType<typeof variantsOnSale>>[number];
