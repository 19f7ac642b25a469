import { declarationsOf, mrpRefusal } from "@shared/declarations";
import { effectiveGstRate } from "@shared/gst";
import { decimalToPaise, paiseToDecimal } from "@shared/money";
import { salePriceFromDiscount } from "@shared/pricing";
import { duplicatePayload } from "@shared/product-copy";
import { type AdminCategoryTax, type AdminProduct, type AdminProductListQuery, type CategoryTaxForm, FREE_AFTER_DISCOUNT, type ProductForm, ProductFormSchema } from "@shared/schemas/admin-products";
import { slugify } from "@shared/slug";
import type { Database } from "../../db/client";
import type { products } from "../../db/schema/catalog";
import { AppError, notFound } from "../../errors";
import { type EventBus, transactionThenEmit } from "../../events/event-bus";
import { productSearchFields } from "../search/public";
import * as repo from "./admin-products.repo";
import { refuseVariantsAboveMrp, withoutVariantColumns } from "./priced-by-variants";

export function toAdminProduct({ product, variantCount, brand, category, subcategory }: repo.AdminProductRow): AdminProduct {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    description: product.description,
    shortDescription: product.shortDescription,
    price: paiseToDecimal(product.pricePaise),
    salePrice: product.salePricePaise === null ? null : paiseToDecimal(product.salePricePaise),
    discountPercentage: product.discountPercent,
    stockQuantity: product.stockQuantity,
    size: product.size,
    categoryId: product.categoryId,
    subcategoryId: product.subcategoryId,
    brandId: product.brandId,
    imageUrl: product.imageUrl,
    images: product.images,
    videos: product.videos,
    tags: product.tags,
    isActive: product.isActive,
    isFeatured: product.isFeatured,
    avgRating: Number(product.avgRating),
    reviewCount: product.reviewCount,
    hsnCode: product.hsnCode,
    gstRate: product.gstRate,
    mrp: product.mrpPaise === null ? null : paiseToDecimal(product.mrpPaise),
    ...declarationsOf(product),
    brand,
    category,
    subcategory,
    variantCount,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

/** Where a field of a bulk row is reported: `products.3.slug`; a single product: `slug`. */
type FieldPath = (field: string) => string;
const singleField: FieldPath = (field) => field;

type ProductRow = typeof products.$inferSelect;
type Declarations = Pick<
  typeof products.$inferInsert,
  "mrpPaise" | "netQuantity" | "netQuantityUnit" | "countryOfOrigin" | "makerRole" | "makerName" | "makerAddress" | "bestBeforeMonths"
>;

/**
 * The declarations the form changes: one left out stays as it is. The net quantity and its unit go
 * together, as do the role, name and address of the maker: clearing one of them clears its group.
 */
function declarationValues(form: ProductForm): Declarations {
  const values: Declarations = {};
  if (form.mrp !== undefined) values.mrpPaise = form.mrp === null ? null : decimalToPaise(form.mrp);
  if (form.netQuantity !== undefined) values.netQuantity = form.netQuantity;
  if (form.netQuantityUnit !== undefined) values.netQuantityUnit = form.netQuantityUnit;
  if (form.netQuantity === null || form.netQuantityUnit === null) Object.assign(values, { netQuantity: null, netQuantityUnit: null });
  if (form.countryOfOrigin !== undefined) values.countryOfOrigin = form.countryOfOrigin;
  if (form.makerRole !== undefined) values.makerRole = form.makerRole;
  if (form.makerName !== undefined) values.makerName = form.makerName;
  if (form.makerAddress !== undefined) values.makerAddress = form.makerAddress;
  if (form.makerRole === null || form.makerName === null || form.makerAddress === null) Object.assign(values, { makerRole: null, makerName: null, makerAddress: null });
  if (form.bestBeforeMonths !== undefined) values.bestBeforeMonths = form.bestBeforeMonths;
  return values;
}

/** What a product's price check needs beyond the form: the shop's PRICES_INCLUDE_GST and the category's rate. */
interface MrpContext {
  pricesIncludeGst: boolean;
  category: { gstRate: number | null };
}

/** The rate the form sends, else the product's, else its category's. */
const gstRateOf = (values: typeof products.$inferInsert, existing: ProductRow | undefined, context: MrpContext) =>
  effectiveGstRate({ gstRate: values.gstRate !== undefined ? values.gstRate : (existing?.gstRate ?? null) }, context.category);

/**
 * The selling price (the sale price when there is one, else the price), GST included, may never exceed
 * the MRP: the one the form sends, else the one the product has; at the rate the form sends, else the
 * product's, else its category's. Checked before the database's own CHECK (which holds the price
 * itself to the MRP), so the answer names the field and the amounts.
 */
function refuseAboveMrp(values: typeof products.$inferInsert, existing: ProductRow | undefined, context: MrpContext, field: FieldPath) {
  const mrpPaise = values.mrpPaise !== undefined ? values.mrpPaise : (existing?.mrpPaise ?? null);
  const gstRate = gstRateOf(values, existing, context);
  const refusal = mrpRefusal(values.salePricePaise ?? values.pricePaise, mrpPaise, { gstRate, pricesIncludeGst: context.pricesIncludeGst });
  if (refusal) throw new AppError("invalid_input", refusal, { field: field("mrp") });
}

/**
 * The row the form describes, with everything the server decides itself: the slug when none is given,
 * the sale price from price and discount, the main image, and the search text. On an edit, `existing`
 * is the product as it stands (the declarations the form leaves out are kept).
 */
async function productValues(
  db: Database,
  form: ProductForm,
  field: FieldPath,
  pricesIncludeGst: boolean,
  existing?: { product: ProductRow; pricedByVariants: boolean },
  optionValues: readonly string[] = [],
): Promise<typeof products.$inferInsert> {
  const subcategoryId = form.subcategoryId ?? null;
  const { category, brand, subcategory } = await repo.findTaxonomy(db, { categoryId: form.categoryId, subcategoryId, brandId: form.brandId });
  // The ids passed the schema, so one not found is an id that does not exist: say which.
  if (!category) throw new AppError("invalid_input", `unknown category ${form.categoryId}`, { field: field("categoryId") });
  if (!brand) throw new AppError("invalid_input", `unknown brand ${form.brandId}`, { field: field("brandId") });
  if (subcategoryId !== null && !subcategory) throw new AppError("invalid_input", `unknown subcategory ${subcategoryId}`, { field: field("subcategoryId") });
  if (subcategoryId !== null && subcategory?.categoryId !== category.id) {
    throw new AppError("invalid_input", "The subcategory does not belong to the category", { field: field("subcategoryId") });
  }
  const slug = form.slug || slugify(form.name);
  if (!slug) throw new AppError("invalid_input", "Slug is required", { field: field("slug") });
  const pricePaise = decimalToPaise(form.price)!;
  const discount = Number(form.discountPercentage ?? 0);
  const images = form.images.length > 0 ? form.images : form.imageUrl ? [form.imageUrl] : [];
  const values: typeof products.$inferInsert = {
    name: form.name,
    slug,
    sku: form.sku ?? null,
    description: form.description ?? null,
    shortDescription: form.shortDescription ?? null,
    pricePaise,
    discountPercent: discount.toFixed(2),
    salePricePaise: salePriceFromDiscount(pricePaise, discount),
    stockQuantity: form.stockQuantity,
    size: form.size ?? null,
    categoryId: category.id,
    subcategoryId,
    brandId: brand.id,
    imageUrl: images[0] ?? null,
    images,
    videos: form.videos,
    tags: form.tags,
    isActive: form.isActive,
    isFeatured: form.isFeatured,
    // Left out of the form: kept as they are on an edit (none on a new product).
    ...(form.hsnCode === undefined ? {} : { hsnCode: form.hsnCode }),
    ...(form.gstRate === undefined ? {} : { gstRate: form.gstRate }),
    ...declarationValues(form),
    ...productSearchFields({
      name: form.name,
      brandName: brand.name,
      categoryName: category.name,
      subcategoryName: subcategory?.name,
      tags: form.tags,
      optionValues,
    }),
  };
  if (!existing?.pricedByVariants) refuseAboveMrp(values, existing?.product, { pricesIncludeGst, category }, field);
  else if (!pricesIncludeGst) await refuseVariantsAboveMrp(db, existing.product.id, gstRateOf(values, existing.product, { pricesIncludeGst, category }));
  return values;
}

async function refuseTaken(db: Database, values: { slug: string; sku: string | null }, field: FieldPath, exceptId?: number) {
  const taken = await repo.slugOrSkuTaken(db, values, exceptId);
  if (taken === "slug") throw new AppError("duplicate", "A product with this slug already exists", { field: field("slug") });
  if (taken === "sku") throw new AppError("duplicate", "A product with this SKU already exists", { field: field("sku") });
}

async function refuseCategoryRateAboveMrp(db: Database, categoryId: number, gstRate: number) {
  const above = await repo.productsAboveMrpAtRate(db, categoryId, gstRate);
  if (above.length === 0) return;
  const names = above.slice(0, 3).map((product) => product.name).join(", ");
  const more = above.length > 3 ? ` and ${above.length - 3} more` : "";
  throw new AppError("invalid_input", `At ${gstRate}% GST these products would cost more than their MRP: ${names}${more}. Lower their prices first.`, { field: "gstRate" });
}

/**
 * The back office's catalogue. Every change is announced on `events` by the transaction that writes it
 * (the storefront's caches, in every process, listen).
 */
export function createAdminProductsService(db: Database, { events, pricesIncludeGst }: { events: EventBus; pricesIncludeGst: boolean }) {
  const changing = <T>(work: (tx: Database, changed: (productIds: number[]) => void) => Promise<T>) =>
    transactionThenEmit(db, events, (tx, pending) => work(tx, (productIds) => pending.add("product.changed", { productIds })));

  async function view(id: number): Promise<AdminProduct> {
    const row = await repo.findProduct(db, id);
    if (!row) throw notFound("Product");
    return toAdminProduct(row);
  }

  /** A new product; a copy (`copyOf`) also gets the original's options and variants, in the same transaction. */
  async function create(form: ProductForm, copyOf?: number): Promise<AdminProduct> {
    // Checked and written in one transaction; a twin saved at the same moment meets the unique index (409).
    const id = await changing(async (tx, changed) => {
      const optionValues = copyOf === undefined ? [] : await repo.optionValuesOf(tx, copyOf);
      const values = await productValues(tx, form, singleField, pricesIncludeGst, undefined, optionValues);
      await refuseTaken(tx, { slug: values.slug, sku: values.sku ?? null }, singleField);
      const inserted = await repo.insertProduct(tx, values);
      if (copyOf !== undefined) await repo.copyOptionsAndVariants(tx, copyOf, inserted);
      changed([inserted]);
      return inserted;
    });
    return view(id);
  }

  return {
    async list(query: AdminProductListQuery) {
      const filter = { search: query.search || undefined, categoryId: query.categoryId, subcategoryId: query.subcategoryId, brandId: query.brandId };
      const [rows, total] = await Promise.all([repo.listProducts(db, filter, query), repo.countProducts(db, filter)]);
      return { products: rows.map(toAdminProduct), total };
    },

    /** A draft copy of the product (see duplicatePayload), with its variants: shoppers see it once it is published. */
    async duplicate(id: number): Promise<AdminProduct> {
      return create(ProductFormSchema.parse(duplicatePayload(await view(id), Date.now())), id);
    },

    /** Puts a draft on sale: the same checks as the form's (a price above ₹0, and above ₹0 after its discount). */
    async publish(id: number): Promise<AdminProduct> {
      await changing(async (tx, changed) => {
        const existing = await repo.findProduct(tx, id);
        if (!existing) throw notFound("Product");
        if (existing.product.pricePaise === 0) throw new AppError("invalid_input", "An active product needs a price above ₹0", { field: "price" });
        if (existing.product.salePricePaise === 0) throw new AppError("invalid_input", FREE_AFTER_DISCOUNT, { field: "discountPercentage" });
        await repo.updateProduct(tx, id, { isActive: true });
        changed([id]);
      });
      return view(id);
    },

    create: (form: ProductForm) => create(form),

    async update(id: number, form: ProductForm): Promise<AdminProduct> {
      await changing(async (tx, changed) => {
        const existing = await repo.findProduct(tx, id);
        if (!existing) throw notFound("Product");
        const pricedByVariants = existing.variantCount > 1;
        const optionValues = await repo.optionValuesOf(tx, id);
        const values = await productValues(tx, form, singleField, pricesIncludeGst, { product: existing.product, pricedByVariants }, optionValues);
        const written = pricedByVariants ? withoutVariantColumns(values) : values;
        await refuseTaken(tx, { slug: values.slug, sku: written.sku ?? null }, singleField, id);
        await repo.updateProduct(tx, id, written);
        changed([id]);
      });
      return view(id);
    },

    /** Orders keep their line snapshots; carts, wishlists and reviews of the product go with it. */
    async remove(id: number): Promise<void> {
      await changing(async (tx, changed) => {
        if (!(await repo.deleteProduct(tx, id))) throw notFound("Product");
        changed([id]);
      });
    },

    /** The categories' tax defaults (HSN code, GST slab) for the products that set none. */
    async listCategoryTax(): Promise<AdminCategoryTax[]> {
      return repo.listCategoryTax(db);
    },

    /**
     * Changes what the category's products without their own rate or code are sold at, from the next
     * order on. With prices that exclude GST a higher rate raises what those products cost: refused
     * when it would take one above its MRP.
     */
    async setCategoryTax(id: number, form: CategoryTaxForm): Promise<AdminCategoryTax> {
      const row = await changing(async (tx, changed) => {
        if (!pricesIncludeGst) await refuseCategoryRateAboveMrp(tx, id, effectiveGstRate({ gstRate: form.gstRate }));
        const updated = await repo.updateCategoryTax(tx, id, { hsnCode: form.hsnCode, gstRate: form.gstRate });
        // Their GST rate or HSN code, shown on their pages, may have changed with it.
        if (updated) changed(await repo.productIdsTaxedByCategory(tx, id));
        return updated;
      });
      if (!row) throw notFound("Category");
      return row;
    },

    /** All or nothing: the first bad row is named and nothing is created. Rows start as drafts, to be checked and published one by one. */
    async createMany(forms: ProductForm[]): Promise<{ created: number; products: AdminProduct[] }> {
      const ids = await changing(async (tx, changed) => {
        const created: number[] = [];
        const seen = new Map<string, number>();
        for (const [index, form] of forms.entries()) {
          const field: FieldPath = (name) => `products.${index}.${name}`;
          const values = await productValues(tx, { ...form, isActive: false, isFeatured: false }, field, pricesIncludeGst);
          const twin = seen.get(values.slug);
          if (twin !== undefined) throw new AppError("duplicate", `Rows ${twin + 1} and ${index + 1} would have the same slug`, { field: field("slug") });
          seen.set(values.slug, index);
          await refuseTaken(tx, { slug: values.slug, sku: values.sku ?? null }, field);
          created.push(await repo.insertProduct(tx, values));
        }
        changed(created);
        return created;
      });
      const rows = await repo.findProductsByIds(db, ids);
      return { created: ids.length, products: rows.map(toAdminProduct) };
    },
  };
}

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;
