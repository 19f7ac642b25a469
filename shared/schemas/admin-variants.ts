import { z } from "zod";
import { sameOptionText } from "../option-words";
import { DiscountSchema, MrpSchema, NetQuantitySchema, NetQuantityUnitSchema, optionalText, PriceSchema, StockQuantitySchema, stringList } from "./admin-products";
import { ProductOptionSchema, ProductVariantSchema } from "./catalog";
import { CatalogIdSchema } from "./common";
import { singleLineText } from "./text";

export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 20;
export const MAX_VARIANTS = 100;

/** One option as the back office edits it: its name (Size) and its values in order, each with an optional fit note. */
export const OptionFormSchema = z.strictObject({
  name: singleLineText({ error: "Option name is required" }).trim().min(1, "Option name is required").max(40, "Option name is too long"),
  values: z
    .array(
      z.strictObject({
        value: singleLineText({ error: "Value is required" }).trim().min(1, "Value is required").max(40, "Value is too long"),
        note: optionalText(80),
      }),
    )
    .min(1, "Give the option at least one value")
    .max(MAX_OPTION_VALUES, `At most ${MAX_OPTION_VALUES} values`),
});
export type OptionForm = z.output<typeof OptionFormSchema>;

/** One variant as the back office edits it; `id` keeps an existing one (its orders and cart lines stay with it). */
export const VariantFormSchema = z.strictObject({
  id: CatalogIdSchema.optional(),
  /** The value of every option, by option name: `{ Size: "M" }`; `{}` for a product without options. */
  options: z.record(singleLineText(), singleLineText()),
  sku: optionalText(64),
  price: PriceSchema,
  discountPercentage: DiscountSchema,
  mrp: MrpSchema.optional(),
  stockQuantity: StockQuantitySchema.default(0),
  netQuantity: NetQuantitySchema.optional(),
  netQuantityUnit: NetQuantityUnitSchema.optional(),
  /** The variant's own pictures (uploaded URLs); none shows the product's. */
  images: stringList(10, 2000),
  isActive: z.boolean().default(true),
});
export type VariantFormInput = z.input<typeof VariantFormSchema>;
export type VariantForm = z.output<typeof VariantFormSchema>;

/**
 * A product's options and variants, replaced together (PUT /api/admin/products/:id/variants). Each
 * variant names one value of every option, no two the same combination; without options, exactly one
 * variant. Prices, the MRP rule and SKUs taken elsewhere are checked by the server.
 */
export const ProductVariantsFormSchema = z
  .strictObject({
    options: z.array(OptionFormSchema).max(MAX_OPTIONS, `At most ${MAX_OPTIONS} options`),
    variants: z.array(VariantFormSchema).min(1, "A product needs at least one variant").max(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants`),
  })
  .superRefine((form, context) => {
    form.options.forEach((option, index) => {
      if (form.options.findIndex((other) => sameOptionText(other.name, option.name)) !== index) {
        context.addIssue({ code: "custom", path: ["options", index, "name"], message: `"${option.name}" is already an option` });
      }
      option.values.forEach((entry, valueIndex) => {
        if (option.values.findIndex((other) => sameOptionText(other.value, entry.value)) !== valueIndex) {
          context.addIssue({ code: "custom", path: ["options", index, "values", valueIndex, "value"], message: `"${entry.value}" is already a value of ${option.name}` });
        }
      });
    });
    if (form.options.length === 0 && form.variants.length > 1) {
      context.addIssue({ code: "custom", path: ["variants"], message: "A product without options has exactly one variant" });
    }
    const combinations = new Set<string>();
    form.variants.forEach((variant, index) => {
      const names = Object.keys(variant.options);
      const unknown = names.find((name) => !form.options.some((option) => option.name === name));
      if (unknown !== undefined) {
        context.addIssue({ code: "custom", path: ["variants", index, "options"], message: `"${unknown}" is not an option of this product` });
        return;
      }
      for (const option of form.options) {
        const value = variant.options[option.name];
        if (value === undefined) context.addIssue({ code: "custom", path: ["variants", index, "options"], message: `Choose the ${option.name}` });
        else if (!option.values.some((entry) => entry.value === value)) {
          context.addIssue({ code: "custom", path: ["variants", index, "options"], message: `"${value}" is not a value of ${option.name}` });
        }
      }
      const combination = JSON.stringify(form.options.map((option) => variant.options[option.name] ?? ""));
      if (combinations.has(combination)) context.addIssue({ code: "custom", path: ["variants", index, "options"], message: "Two variants have the same choice" });
      combinations.add(combination);
    });
  });
export type ProductVariantsFormInput = z.input<typeof ProductVariantsFormSchema>;
export type ProductVariantsForm = z.output<typeof ProductVariantsFormSchema>;

/** A variant as the back office sees it: also inactive ones, with the net quantity. */
export const AdminVariantSchema = ProductVariantSchema.extend({
  isActive: z.boolean(),
  netQuantity: z.string().nullable(),
  netQuantityUnit: z.string().nullable(),
});
export type AdminVariant = z.infer<typeof AdminVariantSchema>;

/** GET and PUT /api/admin/products/:id/variants. */
export const AdminProductVariantsSchema = z.object({
  options: z.array(ProductOptionSchema),
  variants: z.array(AdminVariantSchema),
});
export type AdminProductVariants = z.infer<typeof AdminProductVariantsSchema>;
