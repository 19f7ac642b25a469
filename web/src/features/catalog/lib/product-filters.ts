import { PAGE_SIZE, PRICE_SLIDER } from "@shared/constants";
import type { ProductSortField, SortOrder } from "@shared/schemas/catalog";
import type { ProductListParams } from "../api/get-products";

/**
 * The products page keeps every filter, the sort and the page in the URL (so a filtered list can be
 * shared and the back button works). This module turns the URL into filters, filters back into the
 * URL (leaving defaults out), and filters into the GET /api/products query.
 *
 *   /products?search=lotion&category=skincare&subcategory=baby-lotion&brand=himalaya
 *            &size=M&minPrice=200&maxPrice=1500&sort=price-asc&page=2
 */

export const SORT_OPTIONS = [
  { value: "newest", label: "Newest", sortBy: "createdAt", sortOrder: "desc" },
  { value: "oldest", label: "Oldest", sortBy: "createdAt", sortOrder: "asc" },
  { value: "name-asc", label: "Name A to Z", sortBy: "name", sortOrder: "asc" },
  { value: "name-desc", label: "Name Z to A", sortBy: "name", sortOrder: "desc" },
  { value: "price-asc", label: "Price Low to High", sortBy: "price", sortOrder: "asc" },
  { value: "price-desc", label: "Price High to Low", sortBy: "price", sortOrder: "desc" },
  { value: "rating", label: "Highest Rated", sortBy: "rating", sortOrder: "desc" },
] as const satisfies ReadonlyArray<{ value: string; label: string; sortBy: ProductSortField; sortOrder: SortOrder }>;

export type SortValue = (typeof SORT_OPTIONS)[number]["value"];

/**
 * While searching, the shop's default order is the search ranking (best match first); the shopper can
 * still pick any of the seven sorts. Without search text the default is Newest.
 */
export const BEST_MATCH = { value: "relevance", label: "Best Match" } as const;
export type SortChoice = SortValue | typeof BEST_MATCH.value;

export interface ProductFilters {
  search: string;
  /** Slugs; "" means any. */
  category: string;
  subcategory: string;
  brand: string;
  /** A size of the category's products ("M"); "" means any. */
  size: string;
  /** Rupees, within the slider's range. */
  minPrice: number;
  maxPrice: number;
  /** null: the default order (Best Match while searching, else Newest). */
  sort: SortValue | null;
  /** 1-based. */
  page: number;
}

export const DEFAULT_FILTERS: ProductFilters = {
  search: "",
  category: "",
  subcategory: "",
  brand: "",
  size: "",
  minPrice: PRICE_SLIDER.min,
  maxPrice: PRICE_SLIDER.max,
  sort: null,
  page: 1,
};

const SORT_VALUES = new Set<string>(SORT_OPTIONS.map((option) => option.value));

function isSortValue(value: string | null): value is SortValue {
  return value !== null && SORT_VALUES.has(value);
}

function readPrice(value: string | null, fallback: number): number {
  if (value === null || value.trim() === "") return fallback;
  const rupees = Number(value);
  if (!Number.isFinite(rupees)) return fallback;
  return Math.min(PRICE_SLIDER.max, Math.max(PRICE_SLIDER.min, Math.round(rupees)));
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Filters from the URL's query; anything missing or broken takes its default. */
export function readProductFilters(params: URLSearchParams): ProductFilters {
  let minPrice = readPrice(params.get("minPrice"), PRICE_SLIDER.min);
  let maxPrice = readPrice(params.get("maxPrice"), PRICE_SLIDER.max);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const sort = params.get("sort");
  return {
    search: params.get("search")?.trim() ?? "",
    category: params.get("category")?.trim() ?? "",
    subcategory: params.get("subcategory")?.trim() ?? "",
    brand: params.get("brand")?.trim() ?? "",
    size: params.get("size")?.trim().slice(0, 40) ?? "",
    minPrice,
    maxPrice,
    sort: isSortValue(sort) ? sort : null,
    page: readPage(params.get("page")),
  };
}

/** The URL query for the filters, without the defaults (a plain /products for no filters). */
export function writeProductFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.category) params.set("category", filters.category);
  if (filters.subcategory) params.set("subcategory", filters.subcategory);
  if (filters.brand) params.set("brand", filters.brand);
  if (filters.size) params.set("size", filters.size);
  if (filters.minPrice > PRICE_SLIDER.min) params.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice < PRICE_SLIDER.max) params.set("maxPrice", String(filters.maxPrice));
  if (filters.sort && !(filters.sort === "newest" && !filters.search)) params.set("sort", filters.sort);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/**
 * Applies a change the shopper made. Any change but the page itself goes back to page 1, and choosing
 * a category forgets the subcategory (it belonged to the old one); another category or subcategory
 * forgets the size (its products come in other sizes).
 */
export function changeProductFilters(current: ProductFilters, changes: Partial<ProductFilters>): ProductFilters {
  const next = { ...current, ...changes };
  if (!("page" in changes)) next.page = 1;
  if ("category" in changes && !("subcategory" in changes) && changes.category !== current.category) next.subcategory = "";
  const otherProducts = next.category !== current.category || next.subcategory !== current.subcategory;
  if (otherProducts && !("size" in changes)) next.size = "";
  return next;
}

/** True when any filter (not the sort or the page) narrows the list: search, category, subcategory, brand, size or price. */
export function hasActiveFilters(filters: ProductFilters): boolean {
  return (
    filters.search !== "" ||
    filters.category !== "" ||
    filters.subcategory !== "" ||
    filters.brand !== "" ||
    filters.size !== "" ||
    filters.minPrice > PRICE_SLIDER.min ||
    filters.maxPrice < PRICE_SLIDER.max
  );
}

/** The order in effect, as the sort menu shows it. */
export function currentSort(filters: ProductFilters): SortChoice {
  return filters.sort ?? (filters.search ? BEST_MATCH.value : "newest");
}

/** Catalogue ids for the slugs in the URL; undefined when the slug is empty or unknown. */
export interface FilterIds {
  categoryId?: number;
  subcategoryId?: number;
  brandId?: number;
}

/** The GET /api/products query for one page of the filtered list (page size 12). */
export function toProductListParams(filters: ProductFilters, ids: FilterIds, pageSize: number = PAGE_SIZE.storefront): ProductListParams {
  const params: ProductListParams = { limit: pageSize, offset: (filters.page - 1) * pageSize };
  if (filters.search) params.search = filters.search;
  if (ids.categoryId !== undefined) params.categoryId = ids.categoryId;
  if (ids.subcategoryId !== undefined) params.subcategoryId = ids.subcategoryId;
  if (ids.brandId !== undefined) params.brandId = ids.brandId;
  if (filters.size) params.size = filters.size;
  // minPrice only above the slider's minimum, maxPrice only below its maximum.
  if (filters.minPrice > PRICE_SLIDER.min) params.minPrice = filters.minPrice;
  if (filters.maxPrice < PRICE_SLIDER.max) params.maxPrice = filters.maxPrice;
  const sort = SORT_OPTIONS.find((option) => option.value === currentSort(filters));
  if (sort) {
    params.sortBy = sort.sortBy;
    params.sortOrder = sort.sortOrder;
  }
  return params;
}
