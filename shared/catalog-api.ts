import { toQueryString } from "./api-url";
import { PAGE_SIZE } from "./constants";
import type { ProductSortField, SortOrder } from "./schemas/catalog";

/** The query of GET /api/products (see docs/product/product-list.md#the-query-sent); prices are rupees. Empty values are left out. */
export interface ProductListParams {
  featured?: boolean;
  limit?: number;
  offset?: number;
  search?: string;
  categoryId?: number;
  subcategoryId?: number;
  brandId?: number;
  minPrice?: number;
  maxPrice?: number;
  size?: string;
  sortBy?: ProductSortField;
  sortOrder?: SortOrder;
}

/**
 * The public catalogue addresses the storefront reads. The server writes the answers a page needs
 * first into its HTML under these addresses (canonicalApiUrl), and the web app's queries ask for the
 * same ones, so both sides spell them here.
 */
export const CATALOG_API = {
  categoriesWithSubcategories: "/api/categories-with-subcategories",
  brands: "/api/brands",
  products: (params: ProductListParams) => `/api/products${toQueryString({ ...params })}`,
  product: (slug: string) => `/api/products/${encodeURIComponent(slug)}`,
} as const;

/**
 * The product lists of the first screens: the member home's featured products, the plain product
 * list's first page (newest first), and the best-rated products a not-found page suggests.
 */
export const FIRST_SCREEN_PRODUCTS = {
  featured: { featured: true, limit: PAGE_SIZE.homeFeatured },
  popular: { limit: 4, sortBy: "rating", sortOrder: "desc" },
  plainList: { limit: PAGE_SIZE.storefront, offset: 0, sortBy: "createdAt", sortOrder: "desc" },
} as const satisfies Record<string, ProductListParams>;
