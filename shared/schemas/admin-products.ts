import { z } from "zod";
import { GST_RATES, MAKER_ROLES, NET_QUANTITY_UNITS } from "../constants";
import { decimalToPaise, formatRupees, MAX_PRICE_PAISE } from "../money";
import { salePriceFromDiscount } from "../pricing";
import { ProductDeclarationsSchema } from "./catalog";
import { CatalogIdSchema, IdParamSchema, IsoDateSchema, MoneyStringSchema } from "./common";
import { multiLineText, singleLineText } from "./text";

export const optionalText = (max: number, { multiLine = false } = {}) =>
  (multiLine ? multiLineText() : singleLineText())
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((value) => value || undefined)
    .optional()
    .nullable();

export const stringList = (max: number, each: number) => z.array(singleLineText().trim().min(1).max(each)).max(max, `At most ${max}`).default([]);

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
export const PriceSchema = z
  .union([z.string(), z.number()], { error: "Price is required" })
  .transform((value) => String(value).trim())
  .pipe(
    singleLineText()
      .min(1, "Price is required")
      .regex(/^\d{1,9}(\.\d{1,2})?$/, "Price must be an amount in rupees, like 499 or 1299.50")
      .refine((value) => (decimalToPaise(value) ?? 0) <= MAX_PRICE_PAISE, MAX_PRICE_MESSAGE),
  );

/** An empty text (or null) clears a declaration; left out, an edit keeps it. */
const blankToNull = (value: unknown) => (value === null || (typeof value === "string" && value.trim() === "") ? null : value);

const MRP_MESSAGE = "MRP must be an amount in rupees above ₹0, like 499 or 1299.50";

/** The maximum retail price, inclusive of all taxes: rupees above ₹0, at most MAX_PRICE_PAISE; null for none. */
export const MrpSchema = z.preprocess(
  blankToNull,
  z
    .union([z.string(), z.number()], { error: MRP_MESSAGE })
    .transform((value) => String(value).trim())
    .pipe(
      singleLineText()
        .regex(/^\d{1,9}(\.\d{1,2})?$/, MRP_MESSAGE)
        .refine((value) => (decimalToPaise(value) ?? 0) > 0, MRP_MESSAGE)
        .refine((value) => (decimalToPaise(value) ?? 0) <= MAX_PRICE_PAISE, `MRP must be at most ${formatRupees(MAX_PRICE_PAISE)}`),
    )
    .nullable(),
);

const NET_QUANTITY_MESSAGE = "Net quantity must be a number above 0, with at most three decimals";

/** The package's net quantity (numeric(12,3)), as text: "500", "1.25". */
export const NetQuantitySchema = z.preprocess(
  blankToNull,
  z
    .union([z.string(), z.number()], { error: NET_QUANTITY_MESSAGE })
    .transform((value) => String(value).trim())
    .pipe(
      singleLineText()
        .regex(/^\d{1,9}(\.\d{1,3})?$/, NET_QUANTITY_MESSAGE)
        .refine((value) => Number(value) > 0, NET_QUANTITY_MESSAGE),
    )
    .nullable(),
);

const UNIT_MESSAGE = `Unit must be one of ${NET_QUANTITY_UNITS.join(", ")}`;
export const NetQuantityUnitSchema = z.preprocess(blankToNull, z.enum(NET_QUANTITY_UNITS, { error: UNIT_MESSAGE }).nullable());

const MAKER_ROLE_MESSAGE = "Choose manufacturer, packer or importer";
const MakerRoleSchema = z.preprocess(blankToNull, z.enum(MAKER_ROLES, { error: MAKER_ROLE_MESSAGE }).nullable());

/** A declaration's text: trimmed, empty is none (null). */
const declarationText = (label: string, max: number, { multiLine = false } = {}) =>
  z.preprocess(
    blankToNull,
    (multiLine ? multiLineText() : singleLineText())
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .nullable(),
  );

const BEST_BEFORE_MESSAGE = "Best before must be a whole number of months from 1 to 120";
const BestBeforeMonthsSchema = z.preprocess(
  blankToNull,
  z
    .union([z.number(), singleLineText().trim().regex(/^\d{1,3}$/, BEST_BEFORE_MESSAGE).transform(Number)], { error: BEST_BEFORE_MESSAGE })
    .pipe(z.number().int(BEST_BEFORE_MESSAGE).min(1, BEST_BEFORE_MESSAGE).max(120, BEST_BEFORE_MESSAGE))
    .nullable(),
);

/**
 * The package's declarations (docs/product/admin-products.md#declarations). Each may be left out (an
 * edit keeps it; a new product has none), or sent empty or null to clear it.
 */
export const ProductDeclarationFields = {
  mrp: MrpSchema.optional(),
  netQuantity: NetQuantitySchema.optional(),
  netQuantityUnit: NetQuantityUnitSchema.optional(),
  countryOfOrigin: declarationText("Country of origin", 60).optional(),
  makerRole: MakerRoleSchema.optional(),
  makerName: declarationText("Name", 200).optional(),
  makerAddress: declarationText("Address", 500, { multiLine: true }).optional(),
  bestBeforeMonths: BestBeforeMonthsSchema.optional(),
};

type DeclarationInput = { [Name in keyof typeof ProductDeclarationFields]?: z.output<(typeof ProductDeclarationFields)[Name]> };

/** What the declarations say together: a quantity has its unit, and a name its role and address. Sent together or not at all. */
export function declarationIssues(form: DeclarationInput): Array<{ path: keyof DeclarationInput; message: string }> {
  const issues: Array<{ path: keyof DeclarationInput; message: string }> = [];
  const given = (value: unknown) => value !== undefined && value !== null;
  if (given(form.netQuantity) && !given(form.netQuantityUnit)) issues.push({ path: "netQuantityUnit", message: "Choose the unit of the net quantity" });
  if (given(form.netQuantityUnit) && !given(form.netQuantity)) issues.push({ path: "netQuantity", message: "Give the net quantity for the unit" });
  const maker = given(form.makerRole) || given(form.makerName) || given(form.makerAddress);
  if (maker && !given(form.makerRole)) issues.push({ path: "makerRole", message: "Choose whether this is the manufacturer, packer or importer" });
  if (maker && !given(form.makerName)) issues.push({ path: "makerName", message: "Give the name of the manufacturer, packer or importer" });
  if (maker && !given(form.makerAddress)) issues.push({ path: "makerAddress", message: "Give the address of the manufacturer, packer or importer" });
  return issues;
}

/** A percentage from 0 to 100 with at most two decimals, and below 100: a product is never given away. */
export const DiscountSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim() || "0")
  .pipe(singleLineText().regex(/^\d{1,3}(\.\d{1,2})?$/, "Discount must be between 0 and 100"))
  .refine((value) => Number(value) <= 100, "Discount must be between 0 and 100")
  .refine((value) => Number(value) < 100, "Discount must be below 100%: a product cannot be given away")
  .optional();

const STOCK_MESSAGE = "Stock quantity must be a whole number";
export const FREE_AFTER_DISCOUNT = "An active product needs a price above ₹0 after its discount";

/** Whole units: a number, or its digits as text ("12"); an empty text is 0. Anything else is refused, never read as 0. */
export const StockQuantitySchema = z
  .union([z.number(), singleLineText()], { error: STOCK_MESSAGE })
  .transform((value) => {
    if (typeof value === "number") return value;
    const text = value.trim();
    if (text === "") return 0;
    return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  })
  .pipe(
    z
      .number({ error: STOCK_MESSAGE })
      .int(STOCK_MESSAGE)
      .min(0, "Stock quantity must be non-negative")
      .max(1_000_000, "Stock quantity is too large"),
  );

/** What a shopper would pay (the sale price when there is one, else the price), in paise. */
function payablePaise(form: { price: string; discountPercentage?: string }): number {
  const pricePaise = decimalToPaise(form.price) ?? 0;
  return salePriceFromDiscount(pricePaise, Number(form.discountPercentage ?? 0)) ?? pricePaise;
}

/**
 * The admin product form (see docs/product/admin-products.md#add-and-edit). salePrice may be sent but the server computes it.
 * A draft (inactive) may be priced ₹0; a product on sale may not, nor may its discount leave ₹0 to pay.
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
    stockQuantity: StockQuantitySchema.default(0),
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
    ...ProductDeclarationFields,
  })
  .refine((form) => !(form.isActive && decimalToPaise(form.price) === 0), { message: "An active product needs a price above ₹0", path: ["price"] })
  .refine((form) => !(form.isActive && decimalToPaise(form.price) !== 0 && payablePaise(form) === 0), { message: FREE_AFTER_DISCOUNT, path: ["discountPercentage"] })
  .superRefine((form, context) => {
    for (const issue of declarationIssues(form)) context.addIssue({ code: "custom", message: issue.message, path: [issue.path] });
  });
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
  /** The package's declarations; null where none is set. */
  mrp: MoneyStringSchema.nullable(),
  ...ProductDeclarationsSchema.shape,
  brand: Ref,
  category: Ref,
  subcategory: Ref.nullable(),
  /** How many variants the product has, on sale or not; with more than one, its price, stock, MRP, SKU and net quantity are theirs. */
  variantCount: z.number().int(),
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
