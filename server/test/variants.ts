import { optionSearchWords, valuesOfOptions } from "@shared/option-words";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { productOptions, productOptionValues, products, productVariants } from "../db/schema/catalog";

export interface OptionInput {
  name: string;
  values: Array<{ value: string; note?: string }>;
}

export type VariantInput = Omit<typeof productVariants.$inferInsert, "productId" | "position">;

/**
 * Gives a product these options and variants (in this order), in place of the one variant it was made
 * with, and adds its options' words to what search reads, as the shop's writers of options do.
 */
export async function giveVariants(db: Database, productId: number, options: OptionInput[], variants: VariantInput[]) {
  await db.delete(productVariants).where(eq(productVariants.productId, productId));
  for (const [index, option] of options.entries()) {
    const [row] = await db.insert(productOptions).values({ productId, position: index + 1, name: option.name }).returning();
    await db.insert(productOptionValues).values(option.values.map((entry, position) => ({ optionId: row!.id, position: position + 1, ...entry })));
  }
  const words = optionSearchWords(valuesOfOptions(options)).join(" ");
  await db.update(products).set({ searchTags: sql`${products.searchTags} || ${` \n ${words}`}` }).where(eq(products.id, productId));
  return db
    .insert(productVariants)
    .values(variants.map((variant, index) => ({ ...variant, productId, position: index + 1 })))
    .returning();
}
