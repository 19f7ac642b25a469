import { type AnyColumn, sql } from "drizzle-orm";
import { GST_RATES, MAKER_ROLES, type MakerRole, NET_QUANTITY_UNITS, type NetQuantityUnit } from "@shared/constants";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { isOneOf } from "./checks";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** `rate in (0,5,18,40)`, or null: a CHECK from the slabs the code knows (shared/constants.ts). */
const isGstRate = (column: AnyColumn) => sql`${column} is null or ${column} in (${sql.raw(GST_RATES.join(","))})`;

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    icon: text("icon").notNull().default("📦"),
    description: text("description"),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Defaults for the category's products that set none (18% where the category sets none either). */
    hsnCode: text("hsn_code"),
    gstRate: smallint("gst_rate"),
  },
  (t) => [check("categories_gst_rate_known", isGstRate(t.gstRate))],
);

export const subcategories = pgTable(
  "subcategories",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    icon: text("icon").notNull().default("📦"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("subcategories_category_id_idx").on(t.categoryId)],
);

export const brands = pgTable("brands", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  logoUrl: text("logo_url"),
  description: text("description"),
});

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    sku: text("sku"),
    description: text("description"),
    shortDescription: text("short_description"),
    pricePaise: bigint("price_paise", { mode: "number" }).notNull(),
    salePricePaise: bigint("sale_price_paise", { mode: "number" }),
    discountPercent: numeric("discount_percent", { precision: 5, scale: 2 }).notNull().default("0"),
    /** What a shopper pays for one unit; filters and price sorts use it. */
    effectivePricePaise: bigint("effective_price_paise", { mode: "number" })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(sale_price_paise, price_paise)`),
    /**
     * The dearest of the product's active variants' prices, for "from ₹…" and the price range; the price
     * columns above are the cheapest variant's and the stock the active variants' sum (variantsOfProducts).
     */
    maxEffectivePricePaise: bigint("max_effective_price_paise", { mode: "number" }),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    size: text("size"),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    subcategoryId: integer("subcategory_id").references(() => subcategories.id, { onDelete: "set null" }),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "restrict" }),
    imageUrl: text("image_url"),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    videos: text("videos").array().notNull().default(sql`'{}'::text[]`),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    avgRating: numeric("avg_rating", { precision: 3, scale: 2 }).notNull().default("0"),
    reviewCount: integer("review_count").notNull().default(0),
    /** Harmonised System code and GST slab; null takes the category's (see shared/gst.ts). */
    hsnCode: text("hsn_code"),
    gstRate: smallint("gst_rate"),
    /**
     * The package's declarations (Legal Metrology (Packaged Commodities) Rules): the maximum retail
     * price inclusive of all taxes, which the selling price may never exceed; the net quantity and its
     * unit; the country of origin; who made, packed or imported it, and their address; and, for
     * consumables, how many months it is best before.
     */
    mrpPaise: bigint("mrp_paise", { mode: "number" }),
    netQuantity: numeric("net_quantity", { precision: 12, scale: 3 }),
    netQuantityUnit: text("net_quantity_unit").$type<NetQuantityUnit>(),
    countryOfOrigin: text("country_of_origin"),
    makerRole: text("maker_role").$type<MakerRole>(),
    makerName: text("maker_name"),
    makerAddress: text("maker_address"),
    bestBeforeMonths: smallint("best_before_months"),
    /** Name, brand, category and subcategory: where the search vocabulary's words come from. */
    searchTitle: text("search_title").notNull().default(""),
    /** The brand's name, and the category's and subcategory's: kept by the catalogue with the product. */
    searchBrand: text("search_brand").notNull().default(""),
    searchCategory: text("search_category").notNull().default(""),
    /** The tags as one text (a generated column cannot read an array). */
    searchTags: text("search_tags").notNull().default(""),
    /**
     * What full-text search looks in, weighted for ranking: the name (A), the brand (B), the category
     * and subcategory (C), then the tags and descriptions (D).
     */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', search_brand), 'B') || setweight(to_tsvector('english', search_category), 'C') || setweight(to_tsvector('english', search_tags || ' ' || coalesce(short_description, '') || ' ' || coalesce(description, '')), 'D')`,
      ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_slug_key").on(t.slug),
    uniqueIndex("products_sku_key").on(t.sku),
    check("products_stock_not_negative", sql`${t.stockQuantity} >= 0`),
    check("products_price_not_negative", sql`${t.pricePaise} >= 0`),
    check("products_sale_price_range", sql`${t.salePricePaise} is null or (${t.salePricePaise} >= 0 and ${t.salePricePaise} <= ${t.pricePaise})`),
    check("products_gst_rate_known", isGstRate(t.gstRate)),
    check("products_selling_price_within_mrp", sql`${t.mrpPaise} is null or coalesce(${t.salePricePaise}, ${t.pricePaise}) <= ${t.mrpPaise}`),
    check("products_net_quantity_with_unit", sql`(${t.netQuantity} is null) = (${t.netQuantityUnit} is null) and (${t.netQuantity} is null or ${t.netQuantity} > 0)`),
    check("products_net_quantity_unit_known", isOneOf(t.netQuantityUnit, NET_QUANTITY_UNITS)),
    check("products_maker_role_known", isOneOf(t.makerRole, MAKER_ROLES)),
    check("products_best_before_range", sql`${t.bestBeforeMonths} is null or ${t.bestBeforeMonths} between 1 and 120`),
    check("products_discount_range", sql`${t.discountPercent} >= 0 and ${t.discountPercent} <= 100`),
    // The lists' sorts. After the sort keys, the columns lists filter on: a page of ids and a count are
    // then read from the index alone, without visiting the products (bench/README.md).
    index("products_active_created_idx").on(t.isActive, t.createdAt, t.id, t.categoryId, t.subcategoryId, t.brandId, t.effectivePricePaise),
    index("products_active_price_idx").on(t.isActive, t.effectivePricePaise, t.id, t.categoryId, t.subcategoryId, t.brandId),
    index("products_active_name_idx").on(t.isActive, t.name, t.id, t.categoryId, t.subcategoryId, t.brandId, t.effectivePricePaise),
    index("products_active_rating_reviews_idx").on(t.isActive, t.avgRating, t.reviewCount, t.id, t.categoryId, t.subcategoryId, t.brandId, t.effectivePricePaise),
    /** Search's order among products found alike, and the best-rated window of common words (catalog.repo.ts). */
    index("products_active_rating_created_idx").on(t.isActive, t.avgRating, t.createdAt, t.id),
    index("products_category_idx").on(t.categoryId, t.createdAt),
    index("products_subcategory_idx").on(t.subcategoryId, t.createdAt),
    index("products_brand_idx").on(t.brandId, t.createdAt),
    index("products_featured_idx").on(t.isFeatured, t.createdAt).where(sql`${t.isFeatured}`),
    index("products_search_vector_idx").using("gin", t.searchVector),
  ],
);

/**
 * A product's choices (Size, Colour, Pack), at most three, in the order the product page shows them.
 * A product without options has none and exactly one variant.
 */
export const productOptions = pgTable(
  "product_options",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    name: text("name").notNull(),
  },
  (t) => [
    uniqueIndex("product_options_product_name_key").on(t.productId, t.name),
    uniqueIndex("product_options_product_position_key").on(t.productId, t.position),
    check("product_options_position_range", sql`${t.position} between 1 and 3`),
  ],
);

/** The values of one option, in order; a size may carry a fit note ("6–11 kg"). */
export const productOptionValues = pgTable(
  "product_option_values",
  {
    id: serial("id").primaryKey(),
    optionId: integer("option_id")
      .notNull()
      .references(() => productOptions.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    value: text("value").notNull(),
    note: text("note"),
  },
  (t) => [uniqueIndex("product_option_values_option_value_key").on(t.optionId, t.value), index("product_option_values_option_idx").on(t.optionId, t.position)],
);

/**
 * What is bought, stocked and priced: one combination of a product's option values, or the product
 * itself when it has no options. The product's own price, stock, MRP, SKU and net quantity columns
 * follow its variants (migration 0019's triggers): written there, they go to a product's one variant,
 * and are refused for a product with several.
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(1),
    /** The option values by option name: `{ "Size": "M" }`; `{}` for a product without options. */
    optionValues: jsonb("option_values").$type<Record<string, string>>().notNull().default({}),
    sku: text("sku"),
    pricePaise: bigint("price_paise", { mode: "number" }).notNull(),
    salePricePaise: bigint("sale_price_paise", { mode: "number" }),
    discountPercent: numeric("discount_percent", { precision: 5, scale: 2 }).notNull().default("0"),
    effectivePricePaise: bigint("effective_price_paise", { mode: "number" })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(sale_price_paise, price_paise)`),
    mrpPaise: bigint("mrp_paise", { mode: "number" }),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    netQuantity: numeric("net_quantity", { precision: 12, scale: 3 }),
    netQuantityUnit: text("net_quantity_unit").$type<NetQuantityUnit>(),
    /** The variant's own pictures; none shows the product's. */
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("product_variants_product_idx").on(t.productId, t.position),
    uniqueIndex("product_variants_product_options_key").on(t.productId, t.optionValues),
    uniqueIndex("product_variants_sku_key").on(t.sku),
    check("product_variants_stock_not_negative", sql`${t.stockQuantity} >= 0`),
    check("product_variants_price_not_negative", sql`${t.pricePaise} >= 0`),
    check("product_variants_sale_price_range", sql`${t.salePricePaise} is null or (${t.salePricePaise} >= 0 and ${t.salePricePaise} <= ${t.pricePaise})`),
    check("product_variants_selling_price_within_mrp", sql`${t.mrpPaise} is null or coalesce(${t.salePricePaise}, ${t.pricePaise}) <= ${t.mrpPaise}`),
    check("product_variants_net_quantity_with_unit", sql`(${t.netQuantity} is null) = (${t.netQuantityUnit} is null) and (${t.netQuantity} is null or ${t.netQuantity} > 0)`),
    check("product_variants_net_quantity_unit_known", isOneOf(t.netQuantityUnit, NET_QUANTITY_UNITS)),
    check("product_variants_discount_range", sql`${t.discountPercent} >= 0 and ${t.discountPercent} <= 100`),
  ],
);

/**
 * One row whose number grows whenever what the catalogue's in-memory index holds changes (migration
 * 0013's triggers on products): which products are active, their names, prices, categories, brand,
 * rating, text, and whether they are in stock. Readers compare it with the number their index was
 * built at (catalog-index-source.ts).
 */
export const catalogVersion = pgTable(
  "catalog_version",
  {
    id: smallint("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("catalog_version_single_row", sql`${t.id} = 1`)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    rating: smallint("rating").notNull(),
    title: text("title"),
    comment: text("comment").notNull(),
    /** The author had received the product when writing (a delivered order held it); kept if the account is later erased. */
    verifiedPurchase: boolean("verified_purchase").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    index("reviews_product_created_idx").on(t.productId, t.createdAt),
    uniqueIndex("reviews_product_user_key").on(t.productId, t.userId),
  ],
);

/**
 * Words shoppers use for the same thing ("nappy", "diaper"): a search for one term of a group finds
 * products described with any of them. Terms are lower case, a word or a phrase ("sippy cup").
 */
export const searchSynonyms = pgTable(
  "search_synonyms",
  {
    id: serial("id").primaryKey(),
    terms: text("terms").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("search_synonyms_two_terms_or_more", sql`cardinality(${t.terms}) >= 2`)],
);

/**
 * What shoppers searched for (the first page of each search), for the back office's report of top
 * searches and searches that found nothing. No shopper is recorded: only the words and what they found.
 */
export const searchQueries = pgTable(
  "search_queries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The words as typed, lower case, spaces collapsed, at most 100 characters. */
    query: text("query").notNull(),
    results: integer("results").notNull(),
    /** The words as the search read them, when it corrected a typo. */
    correctedQuery: text("corrected_query"),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("search_queries_searched_at_idx").on(t.searchedAt)],
);
