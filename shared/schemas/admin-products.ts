import { z } from "zod";
import { GST_RATES } from "../constants";
import { decimalToPaise, formatRupees, MAX_PRICE_PAISE } from "../money";
import { CatalogIdSchema, IdParamSchema, IsoDateSchema, MoneyStringSchema } from "./common";
import { multiLineText, singleLineText } from "./text";

const optionalText = (max: number, { multiLine = false } = {}) =>
  (multiLine ? multiLineText() : singleLineText())
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((value) => value || undefined)
    .optional()
    .nullable();

const stringList = (max: number, each: number) => z.array(singleLineText().trim().min(1).max(each)).max(max, `At most ${max}`).default([]);

/** An HSN code: 4, 6 or 8 digits; empty (or null) means none of its own. */
export const HsnCodeSchema = z
  .union([singleLineText(), z.null()], { error: "HSN code must be 4, 6 or 8 digits" })
  .transform((value) => value?.replace(/\s+/g, "") || null)
  .pipe(z.string().regex(/^(\d{4}|\d{6}|\d{8})$/, "HSN code must be 4, 6 or 8 digits").nullable());

const GST_RATE_MESSAGE = `GST rate must be one of ${GST_RATES.map((rate) => `${rate}%`).join(", ")}`;

/** A GST slab (shared/constants.ts GST_RATES), or null to take the default (the category's, else 18%). */
export const GstRateSchema = z.union([z.literal(GST_RATES, { error: GST_RATE_MESSAGE }), z.null()], { error: GST_RATE_MESSAGE });

const MAX_PRICE_MESSAGE = `Price must be at most ${formatRupees(MAX_PRICE_PAISE)}`;

/** A price as the form sends it: a string (or number) of rupees, at most two decimals, at most MAX_PRICE_PAISE. */
const PriceSchema = z
  .union([z.string(), z.number()], { error: "Price is required" })
  .transform((value) => String(value).trim())
  .pipe(
    singleLineText()
      .min(1, "Price is required")
      .regex(/^\d{1,9}(\.\d{1,2})?$/, "Price must be an amount in rupees, like 499 or 1299.50")
      .refine((value) => (decimalToPaise(value) ?? 0) <= MAX_PRICE_PAISE, MAX_PRICE_MESSAGE),
  );

const DiscountSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim() || "0")
  .pipe(singleLineText().regex(/^\d{1,3}(\.\d{1,2})?$/, "Discount must be between 0 and 100"))
  .refine((value) => Number(value) <= 100, "Discount must be between 0 and 100")
  .optional();

/**
 * The admin product form (see docs/product/admin-products.md#add-and-edit). salePrice may be sent but the server computes it.
 * A draft (inactive) may be priced ₹0; a product on sale may not.
 */
export const ProductFormSchema = z
  .strictObject({
    name: singleLineText({ error: "Product name is required" }).trim().min(1, "Product name is required").max(200, "Product name is too long"),
    slug: singleLineText()
      .trim()
      .max(200, "Slug is too long")
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Slug may only hold lower-case letters, digits and single hyphens")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    description: optionalText(10_000, { multiLine: true }),
    shortDescription: optionalText(500, { multiLine: true }),
    price: PriceSchema,
    discountPercentage: DiscountSchema,
    salePrice: z.unknown().optional(),
    sku: optionalText(64),
    stockQuantity: z
      .union([z.number(), singleLineText()])
      .transform((value) => (typeof value === "number" ? value : Number.isFinite(Number(value)) && value.trim() !== "" ? Number(value) : 0))
      .pipe(z.number().int("Stock quantity must be a whole number").min(0, "Stock quantity must be non-negative").max(1_000_000, "Stock quantity is too large"))
      .default(0),
    size: optionalText(60),
    categoryId: z.union([CatalogIdSchema, singleLineText().regex(/^\d+$/).transform(Number).pipe(CatalogIdSchema)], { error: "Category is required" }),
    subcategoryId: z.union([CatalogIdSchema, singleLineText().regex(/^\d+$/).transform(Number).pipe(CatalogIdSchema), z.literal("").transform(() => null), z.null()]).optional(),
    brandId: z.union([CatalogIdSchema, singleLineText().regex(/^\d+$/).transform(Number).pipe(CatalogIdSchema)], { error: "Brand is required" }),
    imageUrl: optionalText(2000),
    images: stringList(10, 2000),
    videos: stringList(5, 2000),
    isActive: z.boolean().default(true),
    isFeatured: z.boolean().default(false),
    tags: stringList(30, 40),
    /** Left out: unchanged on an edit, none on a new product. */
    hsnCode: HsnCodeSchema.optional(),
    gstRate: GstRateSchema.optional(),
  })
  .refine((form) => !(form.isActive && decimalToPaise(form.price) === 0), { message: "An active product needs a price above ₹0", path: ["price"] });
export type ProductFormInput = z.input<typeof ProductFormSchema>;
export type ProductForm = z.output<typeof ProductFormSchema>;

export const BulkProductsSchema = z.strictObject({
  products: z.array(ProductFormSchema).min(1, "No valid products found in the input.").max(500, "At most 500 products at once"),
});

const Ref = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const AdminProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  sku: z.string().nullable(),
  description: z.string().nullable(),
  shortDescription: z.string().nullable(),
  price: MoneyStringSchema,
  salePrice: MoneyStringSchema.nullable(),
  discountPercentage: z.string(),
  stockQuantity: z.number().int(),
  size: z.string().nullable(),
  categoryId: z.number().int(),
  subcategoryId: z.number().int().nullable(),
  brandId: z.number().int(),
  imageUrl: z.string().nullable(),
  images: z.array(z.string()),
  videos: z.array(z.string()),
  tags: z.array(z.string()),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  avgRating: z.number(),
  reviewCount: z.number().int(),
  /** The product's own HSN code and GST slab; null takes the category's. */
  hsnCode: z.string().nullable(),
  gstRate: z.number().int().nullable(),
  brand: Ref,
  category: Ref,
  subcategory: Ref.nullable(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductListQuerySchema = z.object({
  search: singleLineText().trim().max(200).optional(),
  categoryId: IdParamSchema.optional(),
  subcategoryId: IdParamSchema.optional(),
  brandId: IdParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuerySchema>;

export const AdminProductListSchema = z.object({ products: z.array(AdminProductSchema), total: z.number().int() });
export const BulkCreatedSchema = z.object({ created: z.number().int(), products: z.array(AdminProductSchema) });
export const ProductIdParamSchema = z.object({ id: IdParamSchema });

/** A category's tax defaults, for the products that set none. */
export const CategoryTaxFormSchema = z.strictObject({ hsnCode: HsnCodeSchema, gstRate: GstRateSchema });
export type CategoryTaxInput = z.input<typeof CategoryTaxFormSchema>;
export type CategoryTaxForm = z.output<typeof CategoryTaxFormSchema>;

export const AdminCategoryTaxSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  hsnCode: z.string().nullable(),
  gstRate: z.number().int().nullable(),
});
export type AdminCategoryTax = z.infer<typeof AdminCategoryTaxSchema>;
export const CategoryIdParamSchema = z.object({ id: IdParamSchema });
