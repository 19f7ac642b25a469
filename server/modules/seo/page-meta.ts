import {
  ABOUT_META,
  CONTACT_META,
  HOME_META,
  PRODUCT_NOT_FOUND_META,
  type PageMetaText,
  pageTitle,
  productListMeta,
  productMeta,
  PAGE_NOT_FOUND_META,
} from "@shared/page-meta";
import { canonicalApiUrl } from "@shared/api-url";
import { CATALOG_API, FIRST_SCREEN_PRODUCTS } from "@shared/catalog-api";
import { type Brand, type CategoryWithSubcategories, ProductListQuerySchema, SlugParamsSchema } from "@shared/schemas/catalog";
import { SHOP_PAGES_API } from "@shared/schemas/shop-pages";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../errors";
import type { CatalogService } from "../catalog/catalog.service";
import { createReadCache } from "../catalog/read-cache";
import type { ShopPagesService } from "../shop-pages/shop-pages.service";
import { absoluteImageUrl, productStructuredData } from "./product-structured-data";
import { CARD_IMAGE_SIZE, firstGalleryImage, GALLERY_IMAGE_SIZE, storefrontImageUrl } from "./storefront-image";

/** What the server writes into a page's <head>, and the status it answers with. */
export interface PageMeta extends PageMetaText {
  status: number;
  /** The page's own address (absolute), when search engines should index it under that address. */
  canonicalUrl?: string;
  /** Search results and missing products are not indexed. */
  noindex?: boolean;
  type: "website" | "product";
  image?: string;
  structuredData?: Record<string, unknown>;
  /** The web app's source file of the page (a key of Vite's manifest), so its code can be preloaded. */
  pageSource?: string;
  /** Pictures the page shows first (its largest paint), fetched with the HTML instead of after the data. */
  preloadImages?: string[];
  /**
   * Public API answers read while working out the head, by canonical API address: the page's
   * server render uses them instead of reading them again.
   */
  apiAnswers?: Record<string, unknown>;
}

interface Taxonomy {
  categories: CategoryWithSubcategories[];
  brands: Brand[];
}

/** The web app's page files (web/src/app/router.tsx), as Vite's manifest names them. */
export const PAGE_SOURCES = {
  home: "src/app/routes/store/home.tsx",
  about: "src/app/routes/store/about.tsx",
  contact: "src/app/routes/store/contact.tsx",
  products: "src/app/routes/store/products.tsx",
  product: "src/app/routes/store/product.tsx",
  shopPage: "src/app/routes/store/shop-page.tsx",
  notFound: "src/app/routes/store/not-found.tsx",
};

const STATIC_PAGES: Record<string, PageMetaText & { pageSource: string }> = {
  "/": { ...HOME_META, pageSource: PAGE_SOURCES.home },
  "/about": { ...ABOUT_META, pageSource: PAGE_SOURCES.about },
  "/contact": { ...CONTACT_META, pageSource: PAGE_SOURCES.contact },
};
const PRODUCT_PATH = /^\/products\/([^/]+)$/;
const SHOP_PAGE_PATH = /^\/pages\/([^/]+)$/;
/** The unfiltered list shows two cards side by side on a phone: their pictures come first. */
const LIST_IMAGES_PRELOADED = 2;

/** What the web app asks for on its first screens (header, member home's brands, plain product list). */
const API = {
  categories: CATALOG_API.categoriesWithSubcategories,
  brands: CATALOG_API.brands,
  plainProductList: CATALOG_API.products(FIRST_SCREEN_PRODUCTS.plainList),
  product: CATALOG_API.product,
};

const keyedByCanonicalUrl = (answers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(answers).map(([url, answer]) => [canonicalApiUrl(url), answer]));

function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

function decodeSlug(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * Works out each storefront page's title, description and structured data from its address.
 * Lookups stay cheap: product pages come from the catalogue service's cache, and the category and
 * brand names the product list needs are kept for `cacheSeconds`.
 */
export function createPageMetaResolver({
  catalog,
  shopPages,
  cacheSeconds,
}: {
  catalog: CatalogService;
  shopPages: Pick<ShopPagesService, "get">;
  cacheSeconds: number;
}) {
  const taxonomyCache = createReadCache<Taxonomy>({ ttlMs: cacheSeconds * 1000, maxEntries: 1 });
  const taxonomy = () =>
    taxonomyCache.get("all", async () => {
      const [categories, brands] = await Promise.all([catalog.listCategoriesWithSubcategories(), catalog.listBrands()]);
      return { categories, brands };
    });

  /** A page of products exactly as GET /api/products answers `url`. */
  const listAt = (url: string) =>
    catalog.listProducts(ProductListQuerySchema.parse(Object.fromEntries(new URL(url, "http://shop.invalid").searchParams)));

  async function staticPage(path: string, page: PageMetaText & { pageSource: string }, origin: string): Promise<PageMeta> {
    const { categories, brands } = await taxonomy();
    const answers: Record<string, unknown> = { [API.categories]: categories };
    // The member home shows the brands (already at hand); its featured products are read only when a
    // signed-in shopper's page asks for them, not for every visitor's landing page.
    if (path === "/") answers[API.brands] = brands;
    return { status: 200, type: "website", ...page, canonicalUrl: `${origin}${path}`, apiAnswers: keyedByCanonicalUrl(answers) };
  }

  async function productListPage(query: URLSearchParams, origin: string): Promise<PageMeta> {
    const search = query.get("search")?.trim() || undefined;
    const { categories, brands } = await taxonomy();
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

    // Only the plain list's first cards are known for sure (newest first, as the page asks).
    const plainList = [...query.keys()].length === 0;
    const firstPage = plainList ? await listAt(API.plainProductList) : undefined;
    const firstProducts = firstPage?.products ?? [];

    return {
      status: 200,
      type: "website",
      preloadImages: firstProducts.slice(0, LIST_IMAGES_PRELOADED).map((product) => storefrontImageUrl(product.imageUrl, CARD_IMAGE_SIZE)),
      ...productListMeta({ search, category: category?.name, subcategory: subcategory?.name, brand: brand?.name }),
      canonicalUrl: `${origin}/products${canonicalQuery ? `?${canonicalQuery}` : ""}`,
      noindex: search !== undefined,
      pageSource: PAGE_SOURCES.products,
      apiAnswers: keyedByCanonicalUrl({ [API.categories]: categories, [API.brands]: brands, ...(firstPage ? { [API.plainProductList]: firstPage } : {}) }),
    };
  }

  async function productPage(slug: string, origin: string): Promise<PageMeta> {
    const notFound: PageMeta = { status: 404, type: "website", ...PRODUCT_NOT_FOUND_META, noindex: true, pageSource: PAGE_SOURCES.product };
    // A slug the API would refuse (control characters, too long) names no product.
    if (!SlugParamsSchema.safeParse({ slug }).success) return notFound;
    try {
      const product = await catalog.getProduct(slug);
      const url = `${origin}/products/${encodeURIComponent(product.slug)}`;
      return {
        status: 200,
        type: "product",
        ...productMeta(product),
        canonicalUrl: url,
        image: absoluteImageUrl(origin, product.imageUrl ?? product.images[0]),
        structuredData: productStructuredData(product, origin, url),
        pageSource: PAGE_SOURCES.product,
        preloadImages: [storefrontImageUrl(firstGalleryImage(product), GALLERY_IMAGE_SIZE)],
        apiAnswers: keyedByCanonicalUrl({ [API.categories]: (await taxonomy()).categories, [API.product(slug)]: product }),
      };
    } catch (error) {
      if (error instanceof AppError && error.code === "not_found") return notFound;
      throw error;
    }
  }

  /** A policy or company page, read fresh (an edit shows at once); 404 for a slug the shop does not know. */
  async function shopPage(slug: string, origin: string): Promise<PageMeta> {
    try {
      const page = await shopPages.get(slug);
      return {
        status: 200,
        type: "website",
        title: pageTitle(page.title),
        description: page.description,
        canonicalUrl: `${origin}/pages/${encodeURIComponent(page.slug)}`,
        pageSource: PAGE_SOURCES.shopPage,
        apiAnswers: keyedByCanonicalUrl({ [API.categories]: (await taxonomy()).categories, [SHOP_PAGES_API.page(page.slug)]: page }),
      };
    } catch (error) {
      if (error instanceof AppError && error.code === "not_found") {
        return { status: 404, type: "website", ...PAGE_NOT_FOUND_META, noindex: true, pageSource: PAGE_SOURCES.shopPage };
      }
      throw error;
    }
  }

  return {
    /**
     * The page at `pathname` (with its query), or undefined for pages that keep the app's default
     * head (account, cart and admin screens, unknown paths). Unexpected failures (the database is
     * away) also give undefined, after logging: the shopper still gets the app.
     */
    async resolve(pathname: string, query: URLSearchParams, origin: string, log?: FastifyBaseLogger): Promise<PageMeta | undefined> {
      const path = normalisePath(pathname);
      const fixed = STATIC_PAGES[path];
      try {
        if (fixed) return await staticPage(path, fixed, origin);
        if (path === "/products") return await productListPage(query, origin);
        const slug = PRODUCT_PATH.exec(path)?.[1];
        const decoded = slug === undefined ? null : decodeSlug(slug);
        if (decoded) return await productPage(decoded, origin);
        const pageSlug = SHOP_PAGE_PATH.exec(path)?.[1];
        const decodedPageSlug = pageSlug === undefined ? null : decodeSlug(pageSlug);
        if (decodedPageSlug) return await shopPage(decodedPageSlug, origin);
      } catch (error) {
        log?.error({ err: error, path }, "could not work out the page's title and description");
      }
      return fixed ? { status: 200, type: "website", ...fixed, canonicalUrl: `${origin}${path}` } : undefined;
    },
  };
}

export type PageMetaResolver = ReturnType<typeof createPageMetaResolver>;
