import { valuesOfOptions } from "@shared/option-words";
import { trimQuantity } from "@shared/declarations";
import { effectiveGstRate } from "@shared/gst";
import { paiseToDecimal } from "@shared/money";
import type { ProductOption } from "@shared/schemas/catalog";
import type { AdminProductVariants, AdminVariant, ProductVariantsForm, VariantForm } from "@shared/schemas/admin-variants";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../errors";
import { type EventBus, transactionThenEmit } from "../../events/event-bus";
import { removeRetiredVariantsFromCarts } from "../cart/cart-for-back-office";
import { productSearchTags } from "../search/public";
import * as repo from "./admin-variants.repo";
import { variantValues } from "./variant-values";

function optionsOfRows(rows: Awaited<ReturnType<typeof repo.optionValueRows>>): ProductOption[] {
  const options = new Map<number, ProductOption>();
  for (const row of rows) {
    const option = options.get(row.optionId) ?? { name: row.name, values: [] };
    option.values.push(row.note ? { value: row.value, note: row.note } : { value: row.value });
    options.set(row.optionId, option);
  }
  return [...options.values()];
}

/** Whether a variant's choice names a value of each option and nothing else (one kept for its orders may name options since removed). */
function fitsOptions(choice: Record<string, string>, options: ProductOption[]): boolean {
  const names = Object.keys(choice);
  return names.length === options.length && options.every((option) => option.values.some((entry) => entry.value === choice[option.name]));
}

/** A choice whatever the order of its keys, as the unique index on (product, option values) compares them. */
const choiceKey = (choice: Record<string, string>) => JSON.stringify(Object.entries(choice).sort(([left], [right]) => left.localeCompare(right)));

function toAdminVariant(row: repo.VariantRow, options: ProductOption[]): AdminVariant {
  return {
    id: row.id,
    sku: row.sku,
    options: Object.fromEntries(options.map((option) => [option.name, row.optionValues[option.name]!])),
    price: paiseToDecimal(row.pricePaise),
    salePrice: row.salePricePaise === null ? null : paiseToDecimal(row.salePricePaise),
    mrp: row.mrpPaise === null ? null : paiseToDecimal(row.mrpPaise),
    discountPercentage: row.discountPercent,
    stockQuantity: row.stockQuantity,
    images: row.images,
    isActive: row.isActive,
    netQuantity: row.netQuantity === null ? null : trimQuantity(row.netQuantity),
    netQuantityUnit: row.netQuantityUnit,
  };
}

/**
 * The id each listed variant keeps: the one it names, which must be the product's and named once, else
 * that of a variant left out of the list with the same choice (a size removed and added again is the
 * same variant, with its orders), else none: a new variant.
 */
function claimIds(forms: VariantForm[], choices: Array<Record<string, string>>, existing: Array<{ id: number; optionValues: Record<string, string> }>) {
  const named = new Set<number>();
  forms.forEach((form, index) => {
    if (form.id === undefined) return;
    const field = `variants.${index}.id`;
    if (!existing.some((variant) => variant.id === form.id)) throw new AppError("invalid_input", `Variant ${form.id} is not a variant of this product`, { field });
    if (named.has(form.id)) throw new AppError("invalid_input", `Variant ${form.id} is listed twice`, { field });
    named.add(form.id);
  });
  const unnamed = new Map(existing.filter((variant) => !named.has(variant.id)).map((variant) => [choiceKey(variant.optionValues), variant.id]));
  return forms.map((form, index) => {
    if (form.id !== undefined) return form.id;
    const key = choiceKey(choices[index]!);
    const id = unnamed.get(key);
    unnamed.delete(key);
    return id;
  });
}

/** Two variants of the form with one SKU, or a SKU another product (or its variant) has: refused on the variant's SKU. */
async function refuseTakenSkus(tx: Database, productId: number, skus: Array<string | null | undefined>) {
  const firstWith = new Map<string, number>();
  for (const [index, sku] of skus.entries()) {
    if (!sku) continue;
    const first = firstWith.get(sku);
    if (first !== undefined) throw new AppError("invalid_input", `Variants ${first + 1} and ${index + 1} have the same SKU`, { field: `variants.${index}.sku` });
    firstWith.set(sku, index);
  }
  const taken = await repo.skusOfOtherProducts(tx, productId, [...firstWith.keys()]);
  for (const [sku, index] of firstWith) {
    if (taken.has(sku)) throw new AppError("duplicate", `A product with the SKU ${sku} already exists`, { field: `variants.${index}.sku` });
  }
}

/**
 * Writes a checked list whose variants keep `ids` (undefined: new). A variant left out is deleted when
 * no order names it, else kept off sale (and out of carts) for the orders' sake.
 */
async function writeVariants(
  tx: Database,
  productId: number,
  form: ProductVariantsForm,
  values: repo.VariantValues[],
  ids: Array<number | undefined>,
  existing: Array<{ id: number; optionValues: Record<string, string> }>,
) {
  const listed = ids.filter((id) => id !== undefined);
  const removed = existing.map((variant) => variant.id).filter((id) => !listed.includes(id));
  const deletable = await repo.neverOrdered(tx, removed);
  const retired = removed.filter((id) => !deletable.includes(id));
  await repo.deleteVariants(tx, deletable);
  await repo.retireVariants(tx, retired, values.length + 1);
  await removeRetiredVariantsFromCarts(tx, retired);
  // A kept variant whose choice a listed one now takes gives it up: its orders keep their own copy of it.
  const chosen = new Set(values.map((variant) => choiceKey(variant.optionValues ?? {})));
  const givingUp = existing.filter((variant) => retired.includes(variant.id) && chosen.has(choiceKey(variant.optionValues))).map((variant) => variant.id);
  await repo.releaseChoicesAndSkus(tx, [...listed, ...givingUp]);
  const options = form.options.map((option) => ({ name: option.name, values: option.values.map((entry) => ({ value: entry.value, note: entry.note ?? null })) }));
  await repo.replaceOptions(tx, productId, options);
  for (const [index, variant] of values.entries()) {
    const id = ids[index];
    if (id === undefined) await repo.insertVariant(tx, productId, variant);
    else await repo.updateVariant(tx, productId, id, variant);
  }
}

/**
 * The back office's editing of a product's options and variants, replaced together. The product's own
 * price, stock, MRP, SKU and net quantity follow its variants (migration 0019's triggers); the change is
 * announced as the product form's are, so the storefront's caches and search index learn of it.
 */
export function createAdminVariantsService(db: Database, { events, pricesIncludeGst }: { events: EventBus; pricesIncludeGst: boolean }) {
  async function view(productId: number): Promise<AdminProductVariants> {
    const [optionRows, variantRows] = await Promise.all([repo.optionValueRows(db, productId), repo.variantsOf(db, productId)]);
    const options = optionsOfRows(optionRows);
    // A variant kept for its orders whose choice no longer exists is left out: sent back, the form could not hold it.
    const variants = variantRows.filter((row) => fitsOptions(row.optionValues, options)).map((row) => toAdminVariant(row, options));
    return { options, variants };
  }

  return {
    async get(productId: number): Promise<AdminProductVariants> {
      if (!(await repo.productExists(db, productId))) throw notFound("Product");
      return view(productId);
    },

    /** Replaces the product's options and variants with the form's, in its order. */
    async replace(productId: number, form: ProductVariantsForm): Promise<AdminProductVariants> {
      await transactionThenEmit(db, events, async (tx, pending) => {
        const product = await repo.lockProduct(tx, productId);
        if (!product) throw notFound("Product");
        const existing = await repo.lockVariants(tx, productId);
        const gstRate = effectiveGstRate({ gstRate: product.gstRate }, { gstRate: product.categoryGstRate });
        const optionNames = form.options.map((option) => option.name);
        const values = form.variants.map((variant, index) => variantValues(variant, index, optionNames, { pricesIncludeGst, gstRate, productOnSale: product.isActive }));
        if (product.isActive && !values.some((variant) => variant.isActive)) {
          throw new AppError("invalid_input", "A product on sale needs at least one variant on sale", { field: "variants" });
        }
        await refuseTakenSkus(tx, productId, values.map((variant) => variant.sku));
        const ids = claimIds(form.variants, values.map((variant) => variant.optionValues ?? {}), existing);
        await writeVariants(tx, productId, form, values, ids, existing);
        await repo.setSearchTags(tx, productId, productSearchTags(product.tags, valuesOfOptions(form.options)));
        pending.add("product.changed", { productIds: [productId] });
      });
      return view(productId);
    },
  };
}

export type AdminVariantsService = ReturnType<typeof createAdminVariantsService>;
