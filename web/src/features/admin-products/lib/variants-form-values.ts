import { type AdminProductVariants, ProductVariantsFormSchema, type ProductVariantsFormInput } from "@shared/schemas/admin-variants";
import { get } from "react-hook-form";
import { ApiError } from "@/lib/api-client";
import { newKey, type OptionFields, rowsForOptions, type VariantRowFields, type VariantsFormValues } from "./variant-rows";

/** A discount of 0 shows as an empty box, as in the product form. */
const discountText = (discount: string) => (Number(discount) > 0 ? String(Number(discount)) : "");

/**
 * The editor's values from the server's answer. A combination the product has no variant for (the
 * server may hold fewer than every combination) gets a row that starts inactive, so opening and saving
 * puts nothing new on sale.
 */
export function variantsFormValuesOf(data: AdminProductVariants): VariantsFormValues {
  const options: OptionFields[] = data.options.map((option) => ({
    key: newKey(),
    name: option.name,
    values: option.values.map((entry) => ({ key: newKey(), value: entry.value, note: entry.note ?? "" })),
  }));
  const rows: VariantRowFields[] = data.variants.map((variant) => ({
    variantId: variant.id,
    choice: Object.fromEntries(
      options.flatMap((option) => {
        const valueKey = option.values.find((entry) => entry.value === variant.options[option.name])?.key;
        return valueKey === undefined ? [] : [[option.key, valueKey]];
      }),
    ),
    sku: variant.sku ?? "",
    price: variant.price,
    discountPercentage: discountText(variant.discountPercentage),
    mrp: variant.mrp ?? "",
    stockQuantity: String(variant.stockQuantity),
    netQuantity: variant.netQuantity ?? "",
    netQuantityUnit: variant.netQuantityUnit ?? "",
    images: variant.images,
    isActive: variant.isActive,
  }));
  return { options, variants: rowsForOptions(options, rows, { newRowsActive: rows.length === 0 }) };
}

/** The body of PUT /api/admin/products/:id/variants; rows are sent in their order, so the server's `variants.2.mrp` is the third row. */
export function variantsPayloadOf(values: VariantsFormValues): ProductVariantsFormInput {
  const valueText = (option: OptionFields, row: VariantRowFields) => option.values.find((entry) => entry.key === row.choice[option.key])?.value.trim() ?? "";
  return {
    options: values.options.map((option) => ({
      name: option.name.trim(),
      values: option.values.map((entry) => ({ value: entry.value.trim(), note: entry.note.trim() })),
    })),
    variants: values.variants.map((row) => ({
      ...(row.variantId === null ? {} : { id: row.variantId }),
      options: Object.fromEntries(values.options.filter((option) => option.values.length > 0).map((option) => [option.name.trim(), valueText(option, row)])),
      sku: row.sku,
      price: row.price,
      discountPercentage: row.discountPercentage,
      mrp: row.mrp,
      stockQuantity: row.stockQuantity,
      netQuantity: row.netQuantity,
      netQuantityUnit: row.netQuantityUnit,
      images: row.images,
      isActive: row.isActive,
    })),
  };
}

/**
 * Where a message about `path` shows: the field itself when the form holds it ("variants.1.price"); a
 * list's own message at its `root` ("options.0.values.root"), as react-hook-form keeps it beside the
 * items' messages; anything else at the root of the list it belongs to ("variants.root" for a row's
 * combination).
 */
export function formPathOf(path: readonly PropertyKey[], values: VariantsFormValues): string {
  const joined = path.map(String).join(".");
  const found: unknown = path.length > 0 ? get(values, joined) : undefined;
  if (Array.isArray(found)) return `${joined}.root`;
  if (path.length > 1 && found !== undefined && typeof found !== "object") return joined;
  return `${String(path[0] ?? "variants")}.root`;
}

/** The shared schema's first message for each place of the form, or the body to send. */
export function checkVariantsForm(values: VariantsFormValues): { values: ProductVariantsFormInput } | { errors: Record<string, string> } {
  const payload = variantsPayloadOf(values);
  const result = ProductVariantsFormSchema.safeParse(payload);
  if (result.success) return { values: payload };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const place = formPathOf(issue.path, values);
    errors[place] ??= issue.message;
  }
  return { errors };
}

/** What a refused save said, by place of the form: each issue of a 400 ("variants.1.mrp"), or the one field an answer names. */
export function serverVariantErrors(error: unknown, values: VariantsFormValues): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body) return {};
  const { issues = [], field, message } = error.body;
  const found: Record<string, string> = {};
  for (const issue of [...issues, ...(field && message ? [{ path: field, message }] : [])]) {
    found[formPathOf(issue.path.split("."), values)] ??= issue.message;
  }
  return found;
}
