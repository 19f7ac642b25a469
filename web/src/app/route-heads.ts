import { ABOUT_META, CONTACT_META, HOME_META, PAGE_NOT_FOUND_META, PRODUCT_NOT_FOUND_META, pageTitle, productListMeta, productMeta } from "@shared/page-meta";
import type { PageHead } from "@shared/page-render";
import { absoluteImageUrl, productStructuredData } from "@shared/product-structured-data";
import type { ProductDetail } from "@shared/schemas/catalog";
import type { ShopPage } from "@shared/schemas/shop-pages";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { Params } from "react-router";
import { ApiError } from "@/lib/api-client";
import { imageUrl } from "@/lib/image-url";
import { brandsQueryOptions } from "@/features/catalog/api/get-brands";
import { categoriesWithSubcategoriesQueryOptions } from "@/features/catalog/api/get-categories-with-subcategories";
import { productQueryOptions } from "@/features/catalog/api/get-product";
import { productsQueryOptions } from "@/features/catalog/api/get-products";
import { CARD_IMAGE_SIZE } from "@/features/catalog/components/product-card";
import { GALLERY_IMAGE_SIZE } from "@/features/catalog/components/product-gallery";
import { galleryImages } from "@/features/catalog/lib/gallery";
import { shopPageQueryOptions } from "@/features/shop-pages/api/get-shop-page";
import { plainListQuery } from "./route-data";
import type { ROUTE_IDS } from "./router";

type RouteId = (typeof ROUTE_IDS)[keyof typeof ROUTE_IDS];

/** What a page's head is worked out from: its address, and the data its route loaded on the server (route-data.ts). */
export interface HeadContext {
  queryClient: QueryClient;
  url: URL;
  params: Params;
  /** The shop's origin, for absolute addresses. */
  origin: string;
}

/** How the server serves a page of the route table, beside the route's data loader (route-data.ts). */
export interface RouteServing {
  /** The page's <head> and status; undefined keeps the app's own head (its data could not be read). */
  head?: (context: HeadContext) => PageHead | undefined;
  /** A catalogue page: a visitor's copy may be kept until the catalogue changes (server/modules/seo/visitor-pages.ts). */
  keptForVisitors?: true;
  /** A page the shop's mails link to with a one-time token in its address: never kept, its address never told. */
  oneTimeLink?: true;
}

/** The unfiltered list shows two cards side by side on a phone: their pictures come first. */
const LIST_IMAGES_PRELOADED = 2;

const website = (head: Omit<PageHead, "status" | "type">): PageHead => ({ status: 200, type: "website", ...head });
const notFound = (text: typeof PAGE_NOT_FOUND_META): PageHead => ({ status: 404, type: "website", ...text, noindex: true });

/** What a query of the page holds: its data, a 404-like refusal (the address names nothing), or neither (it failed otherwise). */
function answerOf<T>(queryClient: QueryClient, queryKey: QueryKey): { data: T } | "missing" | undefined {
  const state = queryClient.getQueryState<T>(queryKey);
  if (state?.status === "success") return { data: state.data as T };
  // A slug the API refuses (control characters, too long) names nothing either.
  if (state?.error instanceof ApiError && (state.error.status === 404 || state.error.status === 400)) return "missing";
  return undefined;
}

const fixedPage = (text: typeof HOME_META) => ({ url, origin }: HeadContext) => website({ ...text, canonicalUrl: `${origin}${url.pathname.replace(/\/+$/, "") || "/"}` });

/**
 * The head of each page the server writes one for (title, description, canonical address, structured
 * data, first pictures, status), and how each page may be kept: the one place the shop says so. Pages
 * not named keep the app's own head and set their title in the browser.
 */
export const ROUTE_SERVING: Partial<Record<RouteId, RouteServing>> = {
  home: { head: fixedPage(HOME_META), keptForVisitors: true },
  about: { head: fixedPage(ABOUT_META) },
  contact: { head: fixedPage(CONTACT_META) },

  // Titled by what narrows it; one canonical address per category, subcategory and brand; searches not indexed.
  products: {
    keptForVisitors: true,
    head: ({ queryClient, url, origin }) => {
      const categories = queryClient.getQueryData(categoriesWithSubcategoriesQueryOptions().queryKey);
      const brands = queryClient.getQueryData(brandsQueryOptions().queryKey);
      if (!categories || !brands) return undefined;
      const query = url.searchParams;
      const search = query.get("search")?.trim() || undefined;
      const subcategorySlug = query.get("subcategory");
      const categorySlug = query.get("category");
      const brandSlug = query.get("brand");
      const subcategory = subcategorySlug ? categories.flatMap((c) => c.subcategories).find((s) => s.slug === subcategorySlug) : undefined;
      const category = categorySlug ? categories.find((c) => c.slug === categorySlug) : undefined;
      const brand = brandSlug ? brands.find((b) => b.slug === brandSlug) : undefined;

      const canonical = new URLSearchParams();
      if (subcategory) canonical.set("subcategory", subcategory.slug);
      else if (category) canonical.set("category", category.slug);
      if (brand) canonical.set("brand", brand.slug);
      const canonicalQuery = canonical.toString();
      // Only the plain list's first cards are known for sure (newest first).
      const plainList = [...query.keys()].length === 0;
      const firstProducts = plainList ? (queryClient.getQueryData(productsQueryOptions(plainListQuery(categories, brands)).queryKey)?.products ?? []) : [];
      return website({
        preloadImages: firstProducts.slice(0, LIST_IMAGES_PRELOADED).map((product) => imageUrl(product.imageUrl, { width: CARD_IMAGE_SIZE, height: CARD_IMAGE_SIZE })),
        ...productListMeta({ search, category: category?.name, subcategory: subcategory?.name, brand: brand?.name }),
        canonicalUrl: `${origin}/products${canonicalQuery ? `?${canonicalQuery}` : ""}`,
        noindex: search !== undefined,
      });
    },
  },

  // Named by the product, with its schema.org Product data and its first picture; 404 for an unknown or withdrawn one.
  product: {
    keptForVisitors: true,
    head: ({ queryClient, params, origin }) => {
      const answer = answerOf<ProductDetail>(queryClient, productQueryOptions(params.slug ?? "").queryKey);
      if (answer === "missing") return notFound(PRODUCT_NOT_FOUND_META);
      if (!answer) return undefined;
      const product = answer.data;
      const url = `${origin}/products/${encodeURIComponent(product.slug)}`;
      return {
        status: 200,
        type: "product",
        ...productMeta(product),
        canonicalUrl: url,
        image: absoluteImageUrl(origin, product.imageUrl ?? product.images[0]),
        structuredData: productStructuredData(product, origin, url),
        preloadImages: [imageUrl(galleryImages(product)[0], { width: GALLERY_IMAGE_SIZE, height: GALLERY_IMAGE_SIZE })],
      };
    },
  },

  // A policy or company page, as edited in the back office; 404 for a slug the shop does not know.
  "shop-page": {
    head: ({ queryClient, params, origin }) => {
      const answer = answerOf<ShopPage>(queryClient, shopPageQueryOptions(params.slug ?? "").queryKey);
      if (answer === "missing") return notFound(PAGE_NOT_FOUND_META);
      if (!answer) return undefined;
      const page = answer.data;
      return website({ title: pageTitle(page.title), description: page.description, canonicalUrl: `${origin}/pages/${encodeURIComponent(page.slug)}` });
    },
  },

  "not-found": { head: () => notFound(PAGE_NOT_FOUND_META) },

  "reset-password": { oneTimeLink: true },
  "verify-email": { oneTimeLink: true },
  "newsletter-confirm": { oneTimeLink: true },
  "newsletter-unsubscribe": { oneTimeLink: true },
};

interface MatchedRoute {
  route: { id?: string; element?: unknown };
  params: Params;
}

/** How the page at these matched routes is kept (its deepest route that says so decides). */
export function servingOf(matches: readonly MatchedRoute[]): { keptForVisitors: boolean; oneTimeLink: boolean; hasHead: boolean } {
  const serving = matches.map((match) => ROUTE_SERVING[match.route.id as RouteId]).filter((entry) => entry !== undefined);
  return {
    keptForVisitors: serving.some((entry) => entry.keptForVisitors),
    oneTimeLink: serving.some((entry) => entry.oneTimeLink),
    hasHead: serving.some((entry) => entry.head),
  };
}

/** The head of the page at these matched routes, from the data their loaders put in `queryClient`. */
export function headOf(matches: readonly MatchedRoute[], context: Omit<HeadContext, "params">): PageHead | undefined {
  for (const match of [...matches].reverse()) {
    const head = ROUTE_SERVING[match.route.id as RouteId]?.head;
    if (head) return head({ ...context, params: match.params });
  }
  return undefined;
}

/** The page files the matched routes show (without rendering them): what a page left to the browser will load first. */
export function pageFilesOf(matches: readonly MatchedRoute[]): string[] {
  return matches.flatMap((match) => {
    const source = (match.route.element as { type?: { source?: string } } | undefined)?.type?.source;
    return source ? [source] : [];
  });
}
