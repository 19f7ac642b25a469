import { valuesOfOptions } from "@shared/option-words";
import { GST_PERCENT } from "@shared/constants";
import { salePriceFromDiscount } from "@shared/pricing";
import { slugify } from "@shared/slug";
import type { products } from "../schema/catalog";
import { productSearchFields } from "../../modules/search/public";
import { demoCategoryTax, demoLineTax } from "./data/tax";
import { demoDeclarations } from "./demo-declarations";
import { priceBeforeGst, shopRupees } from "./demo-prices";
import type { Offering, SubcategoryPlan } from "./subcategory-plan";
import { randomFor, type Random } from "./random";
import { buildDemoVariants, type DemoVariantRow, type DemoVariants } from "./demo-variants";

export type ProductInsert = typeof products.$inferInsert;

/** Database ids of what the products point at. */
export interface CatalogueIds {
  categoryIdBySlug: ReadonlyMap<string, number>;
  subcategoryIdBySlug: ReadonlyMap<string, number>;
  brandIdByName: ReadonlyMap<string, number>;
}

/** Names and slugs given so far, so that every product gets its own. */
export interface TakenNames {
  names: Set<string>;
  slugs: Set<string>;
}

const PRODUCT_STREAM = 23;
const DAY_MS = 86_400_000;
const CATALOGUE_AGE_DAYS = 120;
const DISCOUNTS = [5, 10, 10, 15, 15, 20, 20, 25, 30, 35, 40];
/** Product numbers left without pictures, so the storefront's placeholder is seen too. */
const WITHOUT_PICTURES = new Set([17, 130, 243]);
/** How far up its line's price range the base price of a product sold in variants may go. */
const GROUPED_BASE_SPREAD = 0.2;

export interface DemoProduct {
  row: ProductInsert;
  /** How many pictures to draw for it (0 when it has none). */
  pictureCount: number;
  subcategory: SubcategoryPlan;
  brand: string;
  /** For a line with options: the options and the variants that replace the one the database makes. */
  variants?: DemoVariants;
}

/** The catalogue's product number `index`: always the same product for the same number. */
export function buildDemoProduct(
  index: number,
  plans: readonly SubcategoryPlan[],
  ids: CatalogueIds,
  taken: TakenNames,
  { now, pricesIncludeGst }: { now: number; pricesIncludeGst: boolean },
): DemoProduct {
  const plan = plans[index % plans.length]!;
  const turn = Math.floor(index / plans.length);
  const offering = plan.offerings[turn % plan.offerings.length]!;
  const round = Math.floor(turn / plan.offerings.length);
  const random = randomFor(PRODUCT_STREAM, index);
  const { line, brand, size } = offering;

  const name = uniqueName(productName(offering, editionFor(plan, round)), taken.names);
  const slug = uniqueSlug(slugify(name), taken.slugs);
  const baseRupees = basePriceRupees(offering, random);
  const shopPricePaise = shopRupees(baseRupees) * 100;
  const gstRate = demoLineTax[line.type]?.gstRate ?? demoCategoryTax[plan.category.slug]?.gstRate ?? GST_PERCENT;
  const pricePaise = pricesIncludeGst ? shopPricePaise : priceBeforeGst(shopPricePaise, gstRate);
  const discount = random.chance(0.4) ? random.pick(DISCOUNTS) : 0;
  const stockQuantity = stockFor(random, pricePaise);
  // About one product in a hundred is switched off, as an administrator does with discontinued items.
  const isActive = index % 101 !== 77;
  const pictureCount = WITHOUT_PICTURES.has(index) ? 0 : random.integer(2, 3);
  const isFeatured = isActive && stockQuantity > 0 && pictureCount > 0 && random.chance(0.2);
  // Every variant's SKU is its product's with a suffix, so a product sold in variants always has one.
  const sku = random.chance(0.06) && !line.options ? null : skuFor(brand, plan.category.slug, index);
  const createdAt = new Date(now - Math.floor(random.next() * CATALOGUE_AGE_DAYS * DAY_MS));
  const tags = discount > 0 ? [...line.tags, "offer"] : [...line.tags];
  const description = size ? `${line.details} This listing is for size ${size.label}.` : line.details;
  const variants = line.options
    ? buildDemoVariants(index, line, { baseRupees, discountPercent: discount, gstRate, pricesIncludeGst, sku: sku!, createdAt })
    : undefined;

  const row: ProductInsert = {
    name,
    slug,
    sku,
    shortDescription: line.summary,
    description,
    pricePaise,
    salePricePaise: salePriceFromDiscount(pricePaise, discount),
    discountPercent: discount.toFixed(2),
    stockQuantity,
    size: size?.size ?? null,
    categoryId: ids.categoryIdBySlug.get(plan.category.slug)!,
    subcategoryId: ids.subcategoryIdBySlug.get(plan.slug)!,
    brandId: requiredBrandId(ids, brand),
    tags,
    isActive,
    isFeatured,
    hsnCode: demoLineTax[line.type]?.hsnCode ?? null,
    gstRate: demoLineTax[line.type]?.gstRate ?? null,
    ...demoDeclarations(index, offering, plan.category.slug, shopPricePaise),
    ...productSearchFields({
      name,
      brandName: brand,
      categoryName: plan.category.name,
      subcategoryName: plan.subcategory.name,
      tags,
      optionValues: line.options && valuesOfOptions(line.options),
    }),
    ...(variants && followingVariants(variants, isFeatured)),
    createdAt,
    updatedAt: createdAt,
  };
  return { row, pictureCount, subcategory: plan, brand, variants };
}

/**
 * The product columns its variants decide (the database's triggers set them again once the variants are
 * in): the cheapest variant's prices, MRP and net quantity, and the variants' stock together.
 */
function followingVariants({ variants }: DemoVariants, drawnFeatured: boolean): Partial<ProductInsert> {
  const cheapest = variants.reduce((best, variant) => (sellingPrice(variant) < sellingPrice(best) ? variant : best));
  const stockQuantity = variants.reduce((sum, variant) => sum + (variant.stockQuantity ?? 0), 0);
  const { pricePaise, salePricePaise, discountPercent, mrpPaise, netQuantity, netQuantityUnit } = cheapest;
  return { pricePaise, salePricePaise, discountPercent, mrpPaise, netQuantity, netQuantityUnit, stockQuantity, isFeatured: drawnFeatured && stockQuantity > 0 };
}

const sellingPrice = (variant: DemoVariantRow) => variant.salePricePaise ?? variant.pricePaise;

function productName({ line, brand, variant, size }: Offering, edition: string | undefined): string {
  return [brandAndType(brand, line.type), size?.label, variant, edition].filter(Boolean).join(", ");
}

/** "Johnson's Baby" + "Baby Lotion" reads "Johnson's Baby Lotion", not "Johnson's Baby Baby Lotion". */
function brandAndType(brand: string, type: string): string {
  const brandWords = brand.split(" ");
  const typeWords = type.split(" ");
  return brandWords.at(-1) === typeWords[0] ? [...brandWords, ...typeWords.slice(1)].join(" ") : `${brand} ${type}`;
}

/** Large catalogues run out of plain offerings; later rounds add a colour, fragrance or pack name. */
function editionFor(plan: SubcategoryPlan, round: number): string | undefined {
  if (round === 0) return undefined;
  const editions = plan.category.editions;
  const edition = editions[(round - 1) % editions.length]!;
  const series = Math.floor((round - 1) / editions.length);
  return series === 0 ? edition : `${edition} (Series ${series + 1})`;
}

function uniqueName(name: string, names: Set<string>): string {
  let candidate = name;
  for (let n = 2; names.has(candidate); n++) candidate = `${name} (${n})`;
  names.add(candidate);
  return candidate;
}

function uniqueSlug(slug: string, slugs: Set<string>): string {
  let candidate = slug;
  for (let n = 2; slugs.has(candidate); n++) candidate = `${slug}-${n}`;
  slugs.add(candidate);
  return candidate;
}

/**
 * Bigger packs and sizes cost more; rounded by the caller to a shop price. A line with options gets the
 * low end of its range: its variants' factors take the bigger ones up.
 */
function basePriceRupees({ line, variant, size }: Offering, random: Random): number {
  const positionIn = (items: readonly unknown[] | undefined, item: unknown) =>
    items && items.length > 1 ? items.indexOf(item) / (items.length - 1) : undefined;
  const variantPosition = positionIn(line.variants, variant);
  const sizePosition = positionIn(line.sizes, size);
  const jitter = random.next();
  const position = line.options
    ? GROUPED_BASE_SPREAD * jitter
    : variantPosition !== undefined && sizePosition !== undefined
      ? 0.6 * variantPosition + 0.25 * sizePosition + 0.15 * jitter
      : variantPosition !== undefined
        ? 0.8 * variantPosition + 0.2 * jitter
        : sizePosition !== undefined
          ? 0.5 * sizePosition + 0.5 * jitter
          : jitter;
  const [min, max] = line.rupees;
  return min + (max - min) * position;
}

/** About 8% sold out, 8% nearly gone, the rest comfortably in stock (fewer of the big-ticket items). */
function stockFor(random: Random, pricePaise: number): number {
  const roll = random.next();
  if (roll < 0.08) return 0;
  if (roll < 0.16) return random.integer(1, 5);
  return random.integer(6, pricePaise >= 500_000 ? 40 : 240);
}

function skuFor(brand: string, categorySlug: string, index: number): string {
  const code = (text: string) => slugify(text).replace(/-/g, "").slice(0, 3).toUpperCase();
  return `${code(brand)}-${code(categorySlug)}-${String(index + 1).padStart(6, "0")}`;
}

function requiredBrandId(ids: CatalogueIds, brand: string): number {
  const id = ids.brandIdByName.get(brand);
  if (id === undefined) throw new Error(`Demo product line names an unknown brand: ${brand}`);
  return id;
}
