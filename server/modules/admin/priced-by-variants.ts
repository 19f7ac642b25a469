import { mrpRefusal } from "@shared/declarations";
import type { Database } from "../../db/client";
import type { products } from "../../db/schema/catalog";
import { AppError } from "../../errors";
import * as repo from "./admin-products.repo";
import { aboutVariant } from "./variant-values";

/**
 * A product sold in several variants, as the product form sees it: the variants' editor owns its price,
 * stock, MRP, SKU and net quantity (migration 0019 refuses them on the product row).
 */

type ProductValues = typeof products.$inferInsert;

const COLUMNS_OF_VARIANTS = ["pricePaise", "salePricePaise", "discountPercent", "sku", "stockQuantity", "mrpPaise", "netQuantity", "netQuantityUnit"] as const;

/** The form's values without the columns that follow the variants. */
export function withoutVariantColumns(values: ProductValues): Partial<ProductValues> {
  const kept: Partial<ProductValues> = { ...values };
  for (const column of COLUMNS_OF_VARIANTS) delete kept[column];
  return kept;
}

/** With prices that exclude GST, the product's rate must not take a variant's selling price above its MRP. */
export async function refuseVariantsAboveMrp(db: Database, productId: number, gstRate: number): Promise<void> {
  for (const variant of await repo.variantPricesOf(db, productId)) {
    const refusal = mrpRefusal(variant.salePricePaise ?? variant.pricePaise, variant.mrpPaise, { gstRate, pricesIncludeGst: false });
    if (refusal) throw new AppError("invalid_input", aboutVariant(variant.optionValues, refusal), { field: "gstRate" });
  }
}
