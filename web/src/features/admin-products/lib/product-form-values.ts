import { type AdminProduct, type ProductFormInput, ProductFormSchema } from "@shared/schemas/admin-products";
import { mrpRefusal } from "@shared/declarations";
import { effectiveGstRate } from "@shared/gst";
import { decimalToPaise, paiseToDecimal } from "@shared/money";
import { salePriceFromDiscount } from "@shared/pricing";

/** The admin product form as the inputs hold it. */
export interface ProductFormValues {
  name: string;
  slug: string;
  description: string;
  shortDescription: string;
  price: string;
  discountPercentage: string;
  sku: string;
  stockQuantity: string;
  size: string;
  categoryId: string;
  subcategoryId: string;
  brandId: string;
  images: string[];
  videos: string[];
  isActive: boolean;
  isFeatured: boolean;
  tags: string;
  hsnCode: string;
  /** A GST slab ("0", "5", "18", "40"), or "" for the category's. */
  gstRate: string;
  /** The package's declarations; "" for none (see docs/product/admin-products.md#declarations). */
  mrp: string;
  netQuantity: string;
  /** One of NET_QUANTITY_UNITS, or "". */
  netQuantityUnit: string;
  countryOfOrigin: string;
  /** One of MAKER_ROLES, or "". */
  makerRole: string;
  makerName: string;
  makerAddress: string;
  bestBeforeMonths: string;
}

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

export const emptyProductForm: ProductFormValues = {
  name: "",
  slug: "",
  description: "",
  shortDescription: "",
  price: "",
  discountPercentage: "",
  sku: "",
  stockQuantity: "0",
  size: "",
  categoryId: "",
  subcategoryId: "",
  brandId: "",
  images: [],
  videos: [],
  isActive: true,
  isFeatured: false,
  tags: "",
  hsnCode: "",
  gstRate: "",
  mrp: "",
  netQuantity: "",
  netQuantityUnit: "",
  countryOfOrigin: "",
  makerRole: "",
  makerName: "",
  makerAddress: "",
  bestBeforeMonths: "",
};

/** Edit mode starts from the selected product. */
export function formValuesOf(product: AdminProduct): ProductFormValues {
  const discount = Number(product.discountPercentage);
  return {
    name: product.name,
    slug: product.slug,
    description: product.description ?? "",
    shortDescription: product.shortDescription ?? "",
    price: product.price,
    discountPercentage: discount > 0 ? String(discount) : "",
    sku: product.sku ?? "",
    stockQuantity: String(product.stockQuantity),
    size: product.size ?? "",
    categoryId: String(product.categoryId),
    subcategoryId: product.subcategoryId ? String(product.subcategoryId) : "",
    brandId: String(product.brandId),
    images: product.images.length > 0 ? product.images : product.imageUrl ? [product.imageUrl] : [],
    videos: product.videos,
    isActive: product.isActive,
    isFeatured: product.isFeatured,
    tags: product.tags.join(", "),
    hsnCode: product.hsnCode ?? "",
    gstRate: product.gstRate === null ? "" : String(product.gstRate),
    mrp: product.mrp ?? "",
    netQuantity: product.netQuantity ?? "",
    netQuantityUnit: product.netQuantityUnit ?? "",
    countryOfOrigin: product.countryOfOrigin ?? "",
    makerRole: product.makerRole ?? "",
    makerName: product.makerName ?? "",
    makerAddress: product.makerAddress ?? "",
    bestBeforeMonths: product.bestBeforeMonths === null ? "" : String(product.bestBeforeMonths),
  };
}

/** Whether the form holds anything it did not start with (the product, or the empty form): closing it would lose that. */
export function productFormChanged(values: ProductFormValues, start: ProductFormValues): boolean {
  return (Object.keys(start) as (keyof ProductFormValues)[]).some((name) => {
    const now = values[name];
    const then = start[name];
    if (Array.isArray(now) && Array.isArray(then)) return now.length !== then.length || now.some((item, index) => item !== then[index]);
    return now !== then;
  });
}

/** Sale price shown read-only: price − price × discount / 100 to 2 decimals; empty unless both are above 0. */
export function salePriceOf(price: string, discount: string): string {
  const pricePaise = decimalToPaise(price.trim());
  const percent = Number(discount);
  if (pricePaise === null || !Number.isFinite(percent)) return "";
  const sale = salePriceFromDiscount(pricePaise, percent);
  return sale === null ? "" : paiseToDecimal(sale);
}

export function tagsOf(text: string): string[] {
  return [...new Set(text.split(",").map((tag) => tag.trim()).filter(Boolean))];
}

/** The select's value as the server takes it: null for the category's rate, else the slab (anything else is refused there). */
function gstRateOf(value: string): ProductFormInput["gstRate"] {
  return value === "" ? null : (Number(value) as ProductFormInput["gstRate"]);
}

/**
 * The stock as the form sends it: digits are the stock, and, as the spec has it, anything that is not a
 * number becomes 0 (the server itself refuses a stock that is not a whole number). A negative or
 * fractional number is sent as typed, so its own message shows.
 */
function stockOf(text: string): string {
  const trimmed = text.trim();
  return trimmed !== "" && Number.isFinite(Number(trimmed)) ? trimmed : "0";
}

/** The body sent to the server; the first image is the main image. */
export function payloadOf(values: ProductFormValues): ProductFormInput {
  return {
    name: values.name,
    slug: values.slug,
    description: values.description,
    shortDescription: values.shortDescription,
    price: values.price,
    discountPercentage: values.discountPercentage,
    sku: values.sku,
    stockQuantity: stockOf(values.stockQuantity),
    size: values.size,
    categoryId: values.categoryId,
    subcategoryId: values.subcategoryId,
    brandId: values.brandId,
    imageUrl: values.images[0] ?? null,
    images: values.images,
    videos: values.videos,
    isActive: values.isActive,
    isFeatured: values.isFeatured,
    tags: tagsOf(values.tags),
    hsnCode: values.hsnCode,
    gstRate: gstRateOf(values.gstRate),
    // Sent empty to clear: the server stores none.
    mrp: values.mrp,
    netQuantity: values.netQuantity,
    netQuantityUnit: values.netQuantityUnit,
    countryOfOrigin: values.countryOfOrigin,
    makerRole: values.makerRole,
    makerName: values.makerName,
    makerAddress: values.makerAddress,
    bestBeforeMonths: values.bestBeforeMonths,
  };
}

/** What the MRP check needs beyond the form: the shop's GST setting and the chosen category's rate. */
export interface MrpCheckContext {
  pricesIncludeGst: boolean;
  categoryGstRate: number | null;
}

/** Until the settings are known, the shop's default: prices include GST. */
const DEFAULT_MRP_CHECK: MrpCheckContext = { pricesIncludeGst: true, categoryGstRate: null };

/** The server's rule, shown before sending: the selling price (the sale price, else the price), GST included, may not exceed the MRP. */
function mrpError(values: ProductFormValues, context: MrpCheckContext): string | undefined {
  const mrpPaise = decimalToPaise(values.mrp.trim());
  const sellingPaise = decimalToPaise(salePriceOf(values.price, values.discountPercentage) || values.price.trim());
  if (mrpPaise === null || mrpPaise <= 0 || sellingPaise === null) return undefined;
  const gstRate = effectiveGstRate({ gstRate: gstRateOf(values.gstRate) ?? null }, { gstRate: context.categoryGstRate });
  return mrpRefusal(sellingPaise, mrpPaise, { gstRate, pricesIncludeGst: context.pricesIncludeGst }) ?? undefined;
}

const REQUIRED: Array<[keyof ProductFormValues, string]> = [
  ["name", "Product name is required"],
  ["slug", "Slug is required"],
  ["price", "Price is required"],
  ["categoryId", "Category is required"],
  ["brandId", "Brand is required"],
];

/** The messages of the shared ProductFormSchema, the first one per field. */
export function validateProductForm(values: ProductFormValues, mrpCheck: MrpCheckContext = DEFAULT_MRP_CHECK): ProductFormErrors {
  const errors: ProductFormErrors = {};
  const result = ProductFormSchema.safeParse(payloadOf(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = issue.path[0] as keyof ProductFormValues | "imageUrl";
      const field = name === "imageUrl" ? "images" : name;
      if (field in values && errors[field] === undefined) errors[field] = issue.message;
    }
  }
  for (const [field, message] of REQUIRED) {
    if (String(values[field]).trim() === "") errors[field] = message;
  }
  const aboveMrp = errors.mrp === undefined ? mrpError(values, mrpCheck) : undefined;
  if (aboveMrp) errors.mrp = aboveMrp;
  return errors;
}
