import { mkdir } from "node:fs/promises";
import type { Database } from "../client";
import { categories, products } from "../schema/catalog";
import { demoBrands } from "./data/brands";
import { demoCategories } from "./data/categories";
import { demoPictureDir, demoPictureUrl, type PictureFile, productPictures, subcategoryPicture, writePictures } from "./demo-pictures";
import { buildDemoProduct, type CatalogueIds, type DemoProduct, type TakenNames } from "./demo-product";
import { insertDemoDelivery } from "./demo-delivery";
import { insertDemoReviews, type ReviewableProduct } from "./demo-reviews";
import { insertDemoTaxonomy } from "./demo-taxonomy";
import { insertDemoVariants, withProductsFollowingVariantsAtEnd } from "./demo-variant-rows";
import { planSubcategories, type SubcategoryPlan } from "./subcategory-plan";

export interface SeedOptions {
  /** The shop's data directory; pictures go to `<dataDir>/uploads/demo/`. */
  dataDir: string;
  productCount?: number;
  /** PRICES_INCLUDE_GST: the demo's shop prices hold GST; without it they are seeded before GST (default true). */
  pricesIncludeGst?: boolean;
  log?: (message: string) => void;
}

export interface SeedCounts {
  categories: number;
  subcategories: number;
  brands: number;
  products: number;
  reviews: number;
}

const DEFAULT_PRODUCT_COUNT = 320;
const PRODUCTS_PER_INSERT = 1_000;
/** Bigger catalogues (benchmarks) share one picture per subcategory instead of a few files per product. */
const OWN_PICTURES_UP_TO = 1_000;
/** Only the first products get reviews, which keeps benchmark catalogues quick to seed. */
const REVIEWED_PRODUCTS = 500;
const PROGRESS_EVERY = 10_000;

export async function catalogueIsEmpty(db: Database): Promise<boolean> {
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  return !product && !category;
}

/**
 * Fills an empty shop with the demo catalogue: categories, subcategories, brands, products with
 * pictures (about a third of them sold in variants: sizes, packs, volumes, colours), reviews by demo shoppers, and delivery zones for all of India with this year's and the
 * next year's holidays (server/db/seed/demo-delivery.ts). The same options always give the same catalogue. All the
 * rows go in one transaction, so a failed seed leaves the shop empty.
 */
export async function seedDemoCatalogue(db: Database, options: SeedOptions): Promise<SeedCounts> {
  const productCount = options.productCount ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isInteger(productCount) || productCount < 0) {
    throw new Error(`The demo product count must be a whole number of at least 0, not ${productCount}`);
  }
  await refuseUnlessEmpty(db);
  const log = options.log ?? (() => {});
  const startedAt = Date.now();
  const plans = planSubcategories();
  const pictureDir = demoPictureDir(options.dataDir);
  await mkdir(pictureDir, { recursive: true });
  const ownPictures = productCount <= OWN_PICTURES_UP_TO;
  if (!ownPictures) await writePictures(pictureDir, plans.map(subcategoryPicture));

  const counts = await db.transaction(async (tx) => {
    await refuseUnlessEmpty(tx);
    const ids = await insertDemoTaxonomy(tx, plans);
    const run = { plans, ids, productCount, ownPictures, pictureDir, now: startedAt, pricesIncludeGst: options.pricesIncludeGst ?? true, log };
    const reviewable = await withProductsFollowingVariantsAtEnd(tx, () => insertDemoProducts(tx, run));
    const reviews = await insertDemoReviews(tx, reviewable, startedAt);
    await insertDemoDelivery(tx, new Date(startedAt));
    return { categories: demoCategories.length, subcategories: plans.length, brands: demoBrands.length, products: productCount, reviews };
  });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  log(
    `Demo catalogue seeded in ${seconds} s: ${counts.categories} categories, ${counts.subcategories} subcategories, ` +
      `${counts.brands} brands, ${counts.products} products, ${counts.reviews} reviews`,
  );
  return counts;
}

async function refuseUnlessEmpty(db: Database): Promise<void> {
  if (!(await catalogueIsEmpty(db))) {
    throw new Error("The catalogue already has categories or products: the demo catalogue is only seeded into an empty shop");
  }
}

interface ProductRun {
  plans: readonly SubcategoryPlan[];
  ids: CatalogueIds;
  productCount: number;
  ownPictures: boolean;
  pictureDir: string;
  now: number;
  pricesIncludeGst: boolean;
  log: (message: string) => void;
}

/** Inserts the products batch by batch; returns the ones that should get reviews, with their ids. */
async function insertDemoProducts(db: Database, run: ProductRun): Promise<ReviewableProduct[]> {
  const taken: TakenNames = { names: new Set(), slugs: new Set() };
  const reviewable: ReviewableProduct[] = [];
  for (let start = 0; start < run.productCount; start += PRODUCTS_PER_INSERT) {
    const end = Math.min(start + PRODUCTS_PER_INSERT, run.productCount);
    const batch: DemoProduct[] = [];
    const pictures: PictureFile[] = [];
    for (let index = start; index < end; index++) {
      const product = buildDemoProduct(index, run.plans, run.ids, taken, { now: run.now, pricesIncludeGst: run.pricesIncludeGst });
      const files = run.ownPictures ? productPictures(product) : [];
      const urls = run.ownPictures
        ? files.map((file) => demoPictureUrl(file.fileName))
        : product.pictureCount > 0
          ? [demoPictureUrl(subcategoryPicture(product.subcategory).fileName)]
          : [];
      product.row.images = urls;
      product.row.imageUrl = urls[0] ?? null;
      pictures.push(...files);
      batch.push(product);
    }
    await writePictures(run.pictureDir, pictures);

    const inserted = await db
      .insert(products)
      .values(batch.map((product) => product.row))
      .returning({ id: products.id, slug: products.slug });
    const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
    const idOf = (product: DemoProduct) => idBySlug.get(product.row.slug)!;
    await insertDemoVariants(
      db,
      batch.flatMap((product) => (product.variants ? [{ productId: idOf(product), variants: product.variants }] : [])),
    );
    batch.slice(0, Math.max(0, REVIEWED_PRODUCTS - start)).forEach((product, offset) => {
      reviewable.push({ id: idOf(product), index: start + offset, categorySlug: product.subcategory.category.slug, createdAt: product.row.createdAt! });
    });
    if (run.productCount > PROGRESS_EVERY && end % PROGRESS_EVERY === 0) run.log(`Demo catalogue: ${end} of ${run.productCount} products`);
  }
  return reviewable;
}
