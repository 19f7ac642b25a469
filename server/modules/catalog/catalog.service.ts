import { PRODUCT_COUNT_CAP } from "@shared/constants";
import { declarationsOf } from "@shared/declarations";
import { paiseToDecimal, rupeesToPaise } from "@shared/money";
import type {
  Brand,
  Category,
  CategoryWithSubcategories,
  ProductDetail,
  ProductListQuery,
  ProductListResponse,
  ProductSummary,
  ProductVariant,
  Review,
  Subcategory,
} from "@shared/schemas/catalog";
import type { Database } from "../../db/client";
import { optionsObject } from "../../db/variant-options";
import { notFound } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import type { SearchRecorder } from "../search-insights/search-recorder";
import {
  ALL_WORDS_IN_NAME,
  type BestRatedSource,
  type CatalogIndex,
  type CatalogIndexSource,
  estimatedProducts,
  planSearch,
  readCatalogVersion,
  rowsIfCurrent,
  type SearchWords,
  type SearchWordsSource,
  searchMatchesInIndex,
  windowFor,
} from "../search/public";
import * as searchRepo from "./catalog-search.repo";
import * as repo from "./catalog.repo";
import * as variantsRepo from "./variants.repo";
import { createReadCache } from "./read-cache";
import { variantNamedBySearch } from "./variant-named-by-search";

const REVIEWS_SHOWN = 100;
/**
 * Common words are first looked for in a window of the catalogue (the best-rated products, or the first
 * of a sort) `spare` times the size that should hold the page (windowFor), on the first pages only.
 */
const COMMON_WORDS = { pagesUpTo: 96, spare: 3 };

export function toSummary(row: repo.ProductSummaryRow): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    price: paiseToDecimal(row.pricePaise),
    salePrice: row.salePricePaise === null ? null : paiseToDecimal(row.salePricePaise),
    mrp: row.mrpPaise === null ? null : paiseToDecimal(row.mrpPaise),
    discountPercentage: row.discountPercent,
    imageUrl: row.imageUrl,
    images: row.images,
    shortDescription: row.shortDescription,
    stockQuantity: row.stockQuantity,
    avgRating: Number(row.avgRating),
    reviewCount: row.reviewCount,
    size: row.size,
    isFeatured: row.isFeatured,
    createdAt: row.createdAt.toISOString(),
    brand: row.brand,
    category: row.category,
    subcategory: row.subcategory,
    priceRange: { min: paiseToDecimal(row.effectivePricePaise), max: paiseToDecimal(Math.max(row.maxEffectivePricePaise ?? 0, row.effectivePricePaise)) },
    inStock: row.stockQuantity > 0,
    hasOptions: row.hasOptions,
  };
}

/** A search of several words that no product holds all of lists those holding any of them instead. */
const widensToAnyTerm = (filter: searchRepo.ProductFilter) => !filter.anyTerm && (filter.searchPlan?.terms.length ?? 0) > 1;

function toVariant(row: variantsRepo.VariantRow): ProductVariant {
  return {
    id: row.id,
    sku: row.sku,
    options: optionsObject(row.optionValues),
    price: paiseToDecimal(row.pricePaise),
    salePrice: row.salePricePaise === null ? null : paiseToDecimal(row.salePricePaise),
    mrp: row.mrpPaise === null ? null : paiseToDecimal(row.mrpPaise),
    discountPercentage: row.discountPercent,
    stockQuantity: row.stockQuantity,
    netQuantity: row.netQuantity,
    netQuantityUnit: row.netQuantityUnit,
    images: row.images,
  };
}

function toDetail(row: repo.ProductDetailRow, options: variantsRepo.OptionRow[], variants: variantsRepo.VariantRow[]): ProductDetail {
  return {
    ...toSummary(row),
    description: row.description,
    videos: row.videos,
    tags: row.tags,
    declarations: declarationsOf(row),
    options: options.map((option) => ({ name: option.name, values: option.values.map(({ value, note }) => (note ? { value, note } : { value })) })),
    variants: variants.map(toVariant),
  };
}

/**
 * The public catalogue. Lists and product pages are cached for `cacheSeconds`, and forgotten as soon as
 * stock, a product or a review changes, in this process or (on a PostgreSQL server) in another one.
 */
export function createCatalogService(
  db: Database,
  options: {
    cacheSeconds: number;
    /** An answer is never served once this old, whatever notification was lost. */
    cacheMaxAgeSeconds: number;
    events: EventBus;
    searchWords: SearchWordsSource;
    bestRated: BestRatedSource;
    /** Lists and searches are found in memory when it is ready (catalog-index-source.ts); without it, by the database. */
    index?: CatalogIndexSource;
    searchRecorder?: SearchRecorder;
  },
) {
  const bounds = { ttlMs: options.cacheSeconds * 1000, maxAgeMs: options.cacheMaxAgeSeconds * 1000 };
  const lists = createReadCache<ProductListResponse>({ ...bounds, maxEntries: 2000 });
  const pages = createReadCache<ProductDetail>({ ...bounds, maxEntries: 5000 });
  // The Size filter's choices change only with a product's options: kept until the catalogue changes (or
  // cacheMaxAgeSeconds), even with the lists' cache off, as reading them costs more than the list itself.
  const maxAgeMs = options.cacheMaxAgeSeconds * 1000;
  const sizes = createReadCache<string[]>({ ttlMs: maxAgeMs, maxAgeMs, maxEntries: 1000 });
  const sizesIn = (where: { categoryId?: number; subcategoryId?: number }) =>
    sizes.get(`${where.categoryId ?? ""}/${where.subcategoryId ?? ""}`, () => searchRepo.sizesIn(db, where));
  // A list may hold any product, and pages are kept by slug: forgetting everything is simplest and cheap.
  const forgetAll = () => {
    lists.clear();
    pages.clear();
    sizes.clear();
  };
  options.events.on("stock.changed", ({ productIds }) => forgetProducts(productIds));
  options.events.on("product.changed", forgetAll);
  options.events.on("review.written", forgetAll);
  options.events.onMissed(forgetAll);
  /**
   * Orders move stock: only the pages and lists showing the products they touched are forgotten. A product
   * selling out or back in stock also moves in the lists sorted "in stock first", and raises the catalogue's
   * version (catalog-index-source.ts): every list is then forgotten.
   */
  let versionOfLists: number | undefined;
  async function forgetProducts(productIds: readonly number[]) {
    const touched = new Set(productIds);
    pages.forget((page) => touched.has(page.id));
    lists.forget((list) => list.products.some((product) => touched.has(product.id)));
    const version = await readCatalogVersion(db);
    if (version !== versionOfLists) lists.clear();
    versionOfLists = version;
  }
  const { searchWords } = options;
  const readPage = (ids: readonly number[], phrases: readonly string[]) => repo.pageRowsWithVersion(db, ids, phrases);
  // Other synonyms find other products: the search reads them again, and lists already found are forgotten.
  options.events.on("search.synonyms_changed", () => {
    searchWords.forget();
    forgetAll();
  });

  /**
   * A page of products and how many match: from the catalogue's index when it is current (findPageInIndex),
   * else see findRows. A search none has all the words of lists those with the most of them ("all-words
   * above partial").
   */
  async function findPage(filter: searchRepo.ProductFilter, order: searchRepo.ProductOrder, page: { limit: number; offset: number }, words: SearchWords | undefined) {
    const source = options.index;
    // The index holds no sizes: a list filtered by size is the database's.
    const index = filter.size === undefined ? source?.latest() : undefined;
    const fromIndex = source && index ? await findPageInIndex(source, index, filter, order, page) : undefined;
    if (fromIndex) return fromIndex;
    const found = await findPageInDatabase(filter, order, page, words);
    return found.total === 0 && widensToAnyTerm(filter) ? findPageInDatabase({ ...filter, anyTerm: true }, order, page, words) : found;
  }

  async function findPageInDatabase(filter: searchRepo.ProductFilter, order: searchRepo.ProductOrder, page: { limit: number; offset: number }, words: SearchWords | undefined) {
    const count = () => searchRepo.countProducts(db, filter, PRODUCT_COUNT_CAP + 1);
    // How many products a search finds decides how its page is best found.
    const searchCount = filter.search ? await count() : undefined;
    const [rows, counted] = await Promise.all([findRows(filter, order, page, words, searchCount), searchCount ?? count()]);
    return pageOf(rows, counted);
  }

  function pageOf(rows: repo.ProductSummaryRow[], counted: number) {
    const capped = counted > PRODUCT_COUNT_CAP;
    return { products: rows.map(toSummary), total: capped ? PRODUCT_COUNT_CAP : counted, ...(capped ? { totalCapped: true } : {}) };
  }

  /**
   * The page's ids and the count from the index, walking a sort's order or a search's matches (ranked
   * once per search and catalogue version, index-search.ts); then the page's rows from the database, so
   * that prices and stock are as they are now. Undefined when the catalogue has changed since the index
   * was built.
   */
  async function findPageInIndex(
    source: CatalogIndexSource,
    index: CatalogIndex,
    filter: searchRepo.ProductFilter,
    order: searchRepo.ProductOrder,
    page: { limit: number; offset: number },
  ): Promise<ProductListResponse | undefined> {
    const { found, unshaped } = await idsInIndex(index, filter, order, page);
    const read = await rowsIfCurrent(source, index, readPage, found.ids, unshaped);
    if (!read) return undefined;
    // A word assumed to be held by no product is: the database has now read it, and the page is found again.
    if (read.assumedWrongly) return findPageInIndex(source, index, filter, order, page);
    return pageOf(read.rows, found.counted);
  }

  /** The page's ids from the index, widened to any of the words before the database is asked for rows. */
  async function idsInIndex(index: CatalogIndex, filter: searchRepo.ProductFilter, order: searchRepo.ProductOrder, page: { limit: number; offset: number }) {
    const search = filter.search ? await searchMatchesInIndex(db, index, { filter, order, page }) : undefined;
    const found = index.page(filter, order, page, PRODUCT_COUNT_CAP + 1, search?.matches);
    if (found.counted === 0 && widensToAnyTerm(filter)) return idsInIndex(index, { ...filter, anyTerm: true }, order, page);
    return { found, unshaped: search?.unshaped };
  }

  /**
   * A page of products. A search that finds more than PRODUCT_COUNT_CAP products is for common words:
   * its first pages are looked for among the best-rated products first (findAmongBestRated), or when
   * sorted, among the first products of the sort (findAmongFirstSorted).
   */
  async function findRows(
    filter: searchRepo.ProductFilter,
    order: searchRepo.ProductOrder,
    page: { limit: number; offset: number },
    words: SearchWords | undefined,
    searchCount: number | undefined,
  ) {
    const needed = page.offset + page.limit;
    const common = searchCount !== undefined && searchCount > PRODUCT_COUNT_CAP;
    if (common && filter.searchPlan && words && needed <= COMMON_WORDS.pagesUpTo) {
      const terms = filter.searchPlan.terms;
      // With any of the words, every word's products count.
      const estimate = Math.max(searchCount, estimatedProducts(filter.anyTerm ? [terms.flat()] : terms, words));
      const window = windowFor(needed, estimate, words.productCount, COMMON_WORDS.spare);
      const found = order.by === "relevance" ? await findAmongBestRated(filter, needed, window) : await findAmongFirstSorted(filter, order, needed, window);
      if (found) return found.slice(page.offset);
    }
    return searchRepo.listProducts(db, filter, order, page);
  }

  /**
   * The first `needed` matches of a sorted search among the first products of the sort alone. When that
   * many are there, they are the first matches of the whole catalogue. Else undefined.
   */
  async function findAmongFirstSorted(filter: searchRepo.ProductFilter, order: searchRepo.ProductOrder, needed: number, window: number) {
    const ids = await searchRepo.firstIdsInOrder(db, filter, order, window);
    const rows = await searchRepo.listProducts(db, { ...filter, amongIds: ids }, order, { limit: needed, offset: 0 });
    return rows.length === needed ? rows : undefined;
  }

  /**
   * The first `needed` matches among the best-rated products, as many as should hold them. They are the
   * catalogue's first matches when every one has all the words in its name and is in stock: a product
   * further down comes after each of them even if it has the same. With any of the words (none has them
   * all), the best-rated with the most words stand for the rest. Else undefined.
   */
  async function findAmongBestRated(filter: searchRepo.ProductFilter, needed: number, window: number) {
    const rows = await searchRepo.listSearchMatchesAmong(db, await options.bestRated.first(window), filter, needed);
    if (rows.length < needed) return undefined;
    const standFor = filter.anyTerm || rows.every((row) => row.tier === ALL_WORDS_IN_NAME && row.stockQuantity > 0);
    return standFor ? rows : undefined;
  }

  /** Products sold in options, found by words naming one of their variants ("pants medium"), carry it. */
  async function withVariantsNamed(found: ProductSummary[], terms: string[][]): Promise<ProductSummary[]> {
    const productIds = found.filter((product) => product.hasOptions).map((product) => product.id);
    if (productIds.length === 0) return found;
    const variants = await variantsRepo.variantsOnSale(db, { productIds });
    return found.map((product) => {
      const matchedVariantId = product.hasOptions ? variantNamedBySearch(terms, variants.filter((variant) => variant.productId === product.id)) : undefined;
      return matchedVariantId === undefined ? product : { ...product, matchedVariantId };
    });
  }

  return {
    async listProducts(query: ProductListQuery): Promise<ProductListResponse> {
      const answer = await lists.get(JSON.stringify(query), () => this.listProductsNow(query));
      // A search counts once, on its first page, whether the cache answered it or not.
      if (query.search && query.offset === 0) {
        options.searchRecorder?.record({ query: query.search, results: answer.total, correctedQuery: answer.correctedQuery ?? null });
      }
      return answer;
    },

    async listProductsNow(query: ProductListQuery): Promise<ProductListResponse> {
      const search = query.search || undefined;
      const words = search ? await searchWords.current() : undefined;
      const filter: searchRepo.ProductFilter = {
        featured: query.featured,
        search,
        searchPlan: search && words ? planSearch(search, words) : undefined,
        categoryId: query.categoryId,
        subcategoryId: query.subcategoryId,
        brandId: query.brandId,
        minPricePaise: query.minPrice === undefined ? undefined : rupeesToPaise(query.minPrice),
        maxPricePaise: query.maxPrice === undefined ? undefined : rupeesToPaise(query.maxPrice),
        size: query.size,
      };
      const order: searchRepo.ProductOrder = query.sortBy
        ? { by: query.sortBy, direction: query.sortOrder ?? (query.sortBy === "createdAt" || query.sortBy === "rating" ? "desc" : "asc") }
        : filter.search
          ? { by: "relevance" }
          : { by: "createdAt", direction: query.sortOrder ?? "desc" };
      const inCategory = query.categoryId !== undefined || query.subcategoryId !== undefined;
      const [found, sizes] = await Promise.all([
        findPage(filter, order, query, words),
        inCategory ? sizesIn({ categoryId: query.categoryId, subcategoryId: query.subcategoryId }) : [],
      ]);
      const answer = filter.searchPlan ? { ...found, products: await withVariantsNamed(found.products, filter.searchPlan.terms) } : found;
      const correctedQuery = filter.searchPlan?.correctedQuery;
      return { ...answer, ...(correctedQuery ? { correctedQuery } : {}), ...(sizes.length > 0 ? { sizes } : {}) };
    },

    getProduct(slug: string): Promise<ProductDetail> {
      return pages.get(slug, async () => {
        const row = await repo.findActiveProductBySlug(db, slug);
        if (!row) throw notFound("Product");
        const [options, variants] = await Promise.all([variantsRepo.optionsOf(db, row.id), variantsRepo.activeVariantsOf(db, row.id)]);
        return toDetail(row, options, variants);
      });
    },

    async listReviews(productId: number): Promise<Review[]> {
      if (!(await repo.activeProductExists(db, productId))) throw notFound("Product");
      const rows = await repo.listReviews(db, productId, REVIEWS_SHOWN);
      return rows.map((row) => ({
        id: row.id,
        rating: row.rating,
        title: row.title,
        comment: row.comment,
        createdAt: row.createdAt.toISOString(),
        verifiedPurchase: row.verifiedPurchase,
        user: { firstName: row.firstName },
      }));
    },

    async listCategories(): Promise<Category[]> {
      const rows = await repo.listCategories(db);
      return rows.map(({ id, name, slug, icon, description }) => ({ id, name, slug, icon, description }));
    },

    async listSubcategories(): Promise<Subcategory[]> {
      const rows = await repo.listSubcategories(db);
      return rows.map(({ id, name, slug, icon, categoryId }) => ({ id, name, slug, icon, categoryId }));
    },

    async listCategoriesWithSubcategories(): Promise<CategoryWithSubcategories[]> {
      const [categories, subcategories] = await Promise.all([this.listCategories(), this.listSubcategories()]);
      return categories.map((category) => ({
        ...category,
        subcategories: subcategories.filter((sub) => sub.categoryId === category.id),
      }));
    },

    async listBrands(): Promise<Brand[]> {
      const rows = await repo.listBrands(db);
      return rows.map(({ id, name, slug, logoUrl, description }) => ({ id, name, slug, logoUrl, description }));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
