import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { productOptions, productOptionValues, productVariants } from "../schema/catalog";
import type { DemoVariants } from "./demo-variants";

/** A product just inserted, with the options and variants it is sold in. */
export interface ProductWithVariants {
  productId: number;
  variants: DemoVariants;
}

/**
 * Rows per statement: well under PostgreSQL's 65,535 parameters for the options. The values and variants
 * (most of the rows) go as one JSON parameter a statement: building a statement of tens of thousands of
 * parameters took the seed longer than the database took to run it.
 */
const ROWS_PER_INSERT = 2_000;
const PRODUCTS_FOLLOWED_PER_UPDATE = 1_000;

/**
 * Runs `insert` with the trigger that makes a product follow its variants (migration 0019) switched off,
 * then lets it run once for each product sold in variants. Switched on, it would update the product row
 * once per variant written, and five times more updates made the 100,000-product seed three times slower.
 * Only for the seed's own transaction: a failure rolls the switch back with everything else.
 */
export async function withProductsFollowingVariantsAtEnd<T>(db: Database, insert: () => Promise<T>): Promise<T> {
  await db.execute(sql`alter table ${productVariants} disable trigger product_follows_variants`);
  const result = await insert();
  await db.execute(sql`alter table ${productVariants} enable trigger product_follows_variants`);
  const sold = await db.selectDistinct({ productId: productOptions.productId }).from(productOptions).orderBy(productOptions.productId);
  // A batch at a time: one statement for a benchmark's 30,000 products would outlast the statement timeout.
  for (const batch of chunks(sold.map((row) => row.productId), PRODUCTS_FOLLOWED_PER_UPDATE)) {
    await db
      .update(productVariants)
      .set({ updatedAt: sql`${productVariants.updatedAt}` })
      .where(and(eq(productVariants.position, 1), inArray(productVariants.productId, batch)));
  }
  return result;
}

/**
 * Replaces the one variant the database made for each product (migration 0019) with its options, their
 * values and its variants, a few statements for the whole batch.
 */
export async function insertDemoVariants(db: Database, products: readonly ProductWithVariants[]): Promise<void> {
  if (products.length === 0) return;
  await db.delete(productVariants).where(
    inArray(
      productVariants.productId,
      products.map((product) => product.productId),
    ),
  );

  const optionRows = products.flatMap(({ productId, variants }) =>
    variants.options.map((option, index) => ({ productId, position: index + 1, name: option.name })),
  );
  const optionIds = new Map<string, number>();
  for (const rows of chunks(optionRows)) {
    const inserted = await db
      .insert(productOptions)
      .values(rows)
      .returning({ id: productOptions.id, productId: productOptions.productId, position: productOptions.position });
    for (const option of inserted) optionIds.set(`${option.productId}:${option.position}`, option.id);
  }

  const valueRows = products.flatMap(({ productId, variants }) =>
    variants.options.flatMap((option, index) =>
      option.values.map((value, at) => ({
        option_id: optionIds.get(`${productId}:${index + 1}`)!,
        position: at + 1,
        value: value.value,
        note: value.note ?? null,
      })),
    ),
  );
  for (const rows of chunks(valueRows)) {
    await db.execute(sql`
      insert into ${productOptionValues} (option_id, position, value, note)
      select option_id, position, value, note
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as row (option_id integer, position smallint, value text, note text)`);
  }

  const variantRows = products.flatMap(({ productId, variants }) =>
    variants.variants.map((variant) => ({
      product_id: productId,
      position: variant.position,
      option_values: variant.optionValues,
      sku: variant.sku,
      price_paise: variant.pricePaise,
      sale_price_paise: variant.salePricePaise,
      discount_percent: variant.discountPercent,
      mrp_paise: variant.mrpPaise,
      stock_quantity: variant.stockQuantity,
      net_quantity: variant.netQuantity,
      net_quantity_unit: variant.netQuantityUnit,
      created_at: variant.createdAt,
    })),
  );
  for (const rows of chunks(variantRows)) {
    await db.execute(sql`
      insert into ${productVariants} (product_id, position, option_values, sku, price_paise, sale_price_paise, discount_percent, mrp_paise,
        stock_quantity, net_quantity, net_quantity_unit, created_at, updated_at)
      select product_id, position, option_values, sku, price_paise, sale_price_paise, discount_percent, mrp_paise,
        stock_quantity, net_quantity, net_quantity_unit, created_at, created_at
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as row (product_id integer, position smallint, option_values jsonb, sku text,
        price_paise bigint, sale_price_paise bigint, discount_percent numeric, mrp_paise bigint, stock_quantity integer, net_quantity numeric,
        net_quantity_unit text, created_at timestamptz)`);
  }
}

function chunks<T>(rows: readonly T[], size = ROWS_PER_INSERT): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}
