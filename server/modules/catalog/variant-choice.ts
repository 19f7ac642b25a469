import type { Database } from "../../db/client";
import { AppError, notFound } from "../../errors";
import { type VariantOnSale, variantsOnSale } from "./variants.repo";

export type { VariantOnSale };

/** What a cart or order line names: a variant, or a product sold in one variant only. */
export interface LineChoice {
  productId?: number;
  variantId?: number;
}

/** The variants on sale that these lines may buy, read at once. */
export function variantsForLines(db: Database, lines: readonly LineChoice[]): Promise<VariantOnSale[]> {
  const productIds = lines.flatMap((line) => (line.variantId === undefined && line.productId !== undefined ? [line.productId] : []));
  const variantIds = lines.flatMap((line) => (line.variantId === undefined ? [] : [line.variantId]));
  return variantsOnSale(db, { productIds, variantIds });
}

/**
 * The variant a line buys, among `variants` (variantsForLines). A variant not on sale, or not of the
 * product named with it, is not found; a product named alone must be on sale in exactly one variant,
 * or the shopper is asked to choose (400, on `variantId`).
 */
export function chooseVariant(variants: readonly VariantOnSale[], line: LineChoice): VariantOnSale {
  if (line.variantId !== undefined) {
    const variant = variants.find((candidate) => candidate.id === line.variantId && (line.productId === undefined || candidate.productId === line.productId));
    if (!variant) throw notFound("Product");
    return variant;
  }
  const ofProduct = variants.filter((candidate) => candidate.productId === line.productId);
  if (ofProduct.length === 0) throw notFound("Product");
  if (ofProduct.length > 1) {
    throw new AppError("invalid_input", `Please choose which ${ofProduct[0]!.productName} you want.`, { field: "variantId", details: { productId: line.productId } });
  }
  return ofProduct[0]!;
}

/** A form's option values (`option[Size]` = "M") as an object; none when the form sends no option. */
export function optionsOfForm(fields: Readonly<Record<string, string>>): Record<string, string> | undefined {
  const options = Object.fromEntries(
    Object.entries(fields).flatMap(([field, value]) => {
      const name = /^option\[(.+)\]$/.exec(field)?.[1];
      return name ? [[name, value]] : [];
    }),
  );
  return Object.keys(options).length > 0 ? options : undefined;
}

/** The variant on sale of a product with exactly these option values: what a product page's form without its script chose. */
export async function variantWithOptions(db: Database, productId: number, options: Readonly<Record<string, string>>): Promise<number | undefined> {
  const variants = await variantsOnSale(db, { productIds: [productId] });
  const wanted = Object.entries(options);
  const matches = (pairs: VariantOnSale["optionValues"]) =>
    pairs.length === wanted.length && wanted.every(([name, value]) => pairs.some(([own, ownValue]) => own === name && ownValue === value));
  return variants.find((variant) => matches(variant.optionValues))?.id;
}
