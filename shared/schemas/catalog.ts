import { z } from "zod";
import { MAKER_ROLES, MAX_PAGE_SIZE, NET_QUANTITY_UNITS, PAGE_SIZE } from "../constants";
import { MAX_PRICE_PAISE } from "../money";
import { IdParamSchema, IsoDateSchema, MoneyStringSchema } from "./common";
import { multiLineText, singleLineText } from "./text";

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  icon: z.string(),
  description: z.string().nullable(),
});
export type Category = z.infer<typeof CategorySchema>;

export const SubcategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  icon: z.string(),
  categoryId: z.number().int(),
});
export type Subcategory = z.infer<typeof SubcategorySchema>;

export const CategoryWithSubcategoriesSchema = CategorySchema.extend({
  subcategories: z.array(SubcategorySchema),
});
export type CategoryWithSubcategories = z.infer<typeof CategoryWithSubcategoriesSchema>;

export const BrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logoUrl: z.string().nullable(),
  description: z.string().nullable(),
});
export type Brand = z.infer<typeof BrandSchema>;

const NamedRefSchema = z.object({ name: z.string(), slug: z.string() });

/** A product as the storefront lists it. */
export const ProductSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  sku: z.string().nullable(),
  price: MoneyStringSchema,
  salePrice: MoneyStringSchema.nullable(),
  /** The maximum retail price, inclusive of all taxes; struck through beside a sale price when set. */
  mrp: MoneyStringSchema.nullable(),
  discountPercentage: z.string(),
  imageUrl: z.string().nullable(),
  images: z.array(z.string()),
  shortDescription: z.string().nullable(),
  stockQuantity: z.number().int(),
  avgRating: z.number(),
  reviewCount: z.number().int(),
  size: z.string().nullable(),
  isFeatured: z.boolean(),
  brand: NamedRefSchema.extend({ id: z.number().int() }),
  category: NamedRefSchema.extend({ id: z.number().int() }),
  subcategory: NamedRefSchema.extend({ id: z.number().int() }).nullable(),
  createdAt: IsoDateSchema,
  /** The lowest and highest price a shopper pays across the product's variants on sale: "from ₹…" when they differ. */
  priceRange: z.object({ min: MoneyStringSchema, max: MoneyStringSchema }),
  /** Whether any variant on sale is in stock. */
  inStock: z.boolean(),
  /** Sold in a choice of options (Size, Pack): a card sends the shopper to the product page to choose. */
  hasOptions: z.boolean(),
  /** In a search's answer, the variant in stock its words name ("pants medium": the M): the card opens the page on it. */
  matchedVariantId: z.number().int().optional(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

/** What the package declares (docs/product/product-page.md#product-details); null where the product says nothing. */
export const ProductDeclarationsSchema = z.object({
  /** "500", "1.25": in `netQuantityUnit`. */
  netQuantity: z.string().nullable(),
  netQuantityUnit: z.enum(NET_QUANTITY_UNITS).nullable(),
  countryOfOrigin: z.string().nullable(),
  makerRole: z.enum(MAKER_ROLES).nullable(),
  makerName: z.string().nullable(),
  makerAddress: z.string().nullable(),
  bestBeforeMonths: z.number().int().nullable(),
});
export type ProductDeclarations = z.infer<typeof ProductDeclarationsSchema>;

/** One of a product's choices (Size), with its values in order; a value may carry a fit note ("6–11 kg"). */
export const ProductOptionSchema = z.object({
  name: z.string(),
  values: z.array(z.object({ value: z.string(), note: z.string().optional() })),
});
export type ProductOption = z.infer<typeof ProductOptionSchema>;

/** What is bought: one combination of option values (`{ Size: "M" }`), or the product itself when it has no options. */
export const ProductVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string().nullable(),
  options: z.record(z.string(), z.string()),
  price: MoneyStringSchema,
  salePrice: MoneyStringSchema.nullable(),
  mrp: MoneyStringSchema.nullable(),
  discountPercentage: z.string(),
  stockQuantity: z.number().int(),
  /** The variant's package ("3" × "pieces"), declared as the product's are. */
  netQuantity: z.string().nullable(),
  netQuantityUnit: z.enum(NET_QUANTITY_UNITS).nullable(),
  /** The variant's own pictures; empty shows the product's. */
  images: z.array(z.string()),
});
export type ProductVariant = z.infer<typeof ProductVariantSchema>;

/** A product page: the summary plus its long description, videos, tags, package declarations, options and variants. */
export const ProductDetailSchema = ProductSummarySchema.extend({
  description: z.string().nullable(),
  videos: z.array(z.string()),
  tags: z.array(z.string()),
  declarations: ProductDeclarationsSchema,
  options: z.array(ProductOptionSchema),
  variants: z.array(ProductVariantSchema),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const PRODUCT_SORT_FIELDS = ["createdAt", "name", "price", "rating"] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Prices in queries are rupees (minPrice=500), up to the highest price a product may have. */
const RupeeQuerySchema = z.coerce
  .number({ error: "Must be an amount in rupees" })
  .finite("Must be an amount in rupees")
  .min(0, "Must not be negative")
  .max(MAX_PRICE_PAISE / 100, "Is too large");

export const ProductListQuerySchema = z
  .object({
    featured: z
      .enum(["true", "false"], { error: "Must be true or false" })
      .transform((value) => value === "true")
      .optional(),
    limit: z.coerce
      .number({ error: "Must be a whole number" })
      .int("Must be a whole number")
      .min(1, "Must be at least 1")
      .max(MAX_PAGE_SIZE, `Must be at most ${MAX_PAGE_SIZE}`)
      .default(PAGE_SIZE.storefront),
    offset: z.coerce
      .number({ error: "Must be a whole number" })
      .int("Must be a whole number")
      .min(0, "Must not be negative")
      .max(1_000_000, "Is too large")
      .default(0),
    search: singleLineText().trim().max(200, "Search text is too long").optional(),
    categoryId: IdParamSchema.optional(),
    subcategoryId: IdParamSchema.optional(),
    brandId: IdParamSchema.optional(),
    minPrice: RupeeQuerySchema.optional(),
    maxPrice: RupeeQuerySchema.optional(),
    /** Products sold in this size (`M`, `0–3 months`), as the Size filter names it. */
    size: singleLineText().trim().min(1, "Size is required").max(40, "Size is too long").optional(),
    sortBy: z.enum(PRODUCT_SORT_FIELDS, { error: `Must be one of ${PRODUCT_SORT_FIELDS.join(", ")}` }).optional(),
    sortOrder: z.enum(SORT_ORDERS, { error: "Must be asc or desc" }).optional(),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    message: "minPrice must not be above maxPrice",
    path: ["minPrice"],
  });
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductListResponseSchema = z.object({
  products: z.array(ProductSummarySchema),
  /** How many products match, counted up to PRODUCT_COUNT_CAP. */
  total: z.number().int(),
  /** More products match than `total`: the count stopped at PRODUCT_COUNT_CAP ("1,000+"). */
  totalCapped: z.boolean().optional(),
  /** The search's words as the shop read them, when it corrected a typo ("Showing results for …"). */
  correctedQuery: z.string().optional(),
  /** With a category or subcategory chosen, the sizes its products come in: the Size filter's choices. */
  sizes: z.array(z.string()).optional(),
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

export const ReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string().nullable(),
  comment: z.string(),
  createdAt: IsoDateSchema,
  /** The author had received the product (a delivered order of theirs held it) when writing. */
  verifiedPurchase: z.boolean(),
  user: z.object({ firstName: z.string().nullable() }),
});
export type Review = z.infer<typeof ReviewSchema>;

/** Whether the signed-in shopper may review a product, and why not. */
export const ReviewEligibilitySchema = z.object({
  canReview: z.boolean(),
  reason: z.enum(["not-signed-in", "not-received", "already-reviewed"]).nullable(),
});
export type ReviewEligibility = z.infer<typeof ReviewEligibilitySchema>;

export const SlugParamsSchema = z.object({
  slug: singleLineText().min(1).max(200),
});
export const ProductIdParamsSchema = z.object({ id: IdParamSchema });

export const CreateReviewSchema = z.strictObject({
  rating: z.number({ error: "Choose a rating from 1 to 5" }).int("Choose a rating from 1 to 5").min(1, "Choose a rating from 1 to 5").max(5, "Choose a rating from 1 to 5"),
  title: singleLineText().trim().max(120, "Title is too long").optional(),
  comment: multiLineText().trim().min(3, "Please write a few words about the product").max(2000, "Comment is too long"),
});
export type CreateReviewInput = z.infer<typeof CreateReviewSchema>;
