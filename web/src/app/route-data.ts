import { FIRST_SCREEN_PRODUCTS } from "@shared/catalog-api";
import { isPinCode } from "@shared/pin-codes";
import { safeReturnUrl } from "@shared/return-url";
import type { CategoryWithSubcategories } from "@shared/schemas/catalog";
import type { QueryClient } from "@tanstack/react-query";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { currentUserQueryOptions } from "@/lib/current-user";
import { deliveryCheckQueryOptions } from "@/lib/delivery-check";
import { shopSettingsQueryOptions } from "@/lib/shop-settings";
import { type BrandLink, brandsQueryOptions } from "@/features/catalog/api/get-brands";
import { categoriesWithSubcategoriesQueryOptions } from "@/features/catalog/api/get-categories-with-subcategories";
import { productQueryOptions } from "@/features/catalog/api/get-product";
import { productsQueryOptions } from "@/features/catalog/api/get-products";
import { readProductFilters, toProductListParams } from "@/features/catalog/lib/product-filters";
import { resolveFilterIds } from "@/features/catalog/lib/resolve-filter-ids";
import { needsProfileCompletion, profileCompletionRedirect } from "@/features/profile/profile-completion";
import { shopPageQueryOptions } from "@/features/shop-pages/api/get-shop-page";
import { ROUTE_IDS } from "./router";

type RouteId = (typeof ROUTE_IDS)[keyof typeof ROUTE_IDS];
type RouteData = (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;

/** The not-found page's suggestions (the categories come with the header). */
const suggestions = (queryClient: QueryClient) => queryClient.prefetchQuery(productsQueryOptions(FIRST_SCREEN_PRODUCTS.popular));

/** The plain list's query (no filters, newest first), as the list page asks for it. */
export function plainListQuery(categories: CategoryWithSubcategories[], brands: BrandLink[]) {
  const filters = readProductFilters(new URLSearchParams());
  return toProductListParams(filters, resolveFilterIds(filters, categories, brands));
}

const currentUser = (queryClient: QueryClient) => queryClient.ensureQueryData(currentUserQueryOptions());

/** A signed-in shopper on sign-in or sign-up goes on to the page they came from (returnUrl), else home. */
async function onwardWhenSignedIn(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  if (await currentUser(queryClient)) throw redirect(safeReturnUrl(new URL(request.url).searchParams.get("returnUrl")));
}

/** The answer to a "Check delivery" sent as a plain form (`?pincode=302001`), rendered in the page. */
async function deliveryAsked(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const pincode = new URL(request.url).searchParams.get("pincode");
  if (pincode !== null && isPinCode(pincode)) await queryClient.prefetchQuery(deliveryCheckQueryOptions(pincode));
}

/**
 * What each storefront page shows first, loaded on the server before it renders the page: the same
 * query options (and so the same API calls and cache keys) the page's components use, so the page
 * renders with its data and the browser's first render finds it in the handed-over cache. A failed
 * call is kept as the query's error (an unknown product renders its not-found page). Where a page
 * would send the shopper elsewhere at once, the server answers with that redirect instead.
 */
export const ROUTE_DATA: Partial<Record<RouteId, RouteData>> = {
  // The header: who is signed in, and the categories menu; an incomplete profile is completed first. The
  // shop's settings say how every price reads (GST included, or "+ GST").
  [ROUTE_IDS.root]: async (queryClient, { request }) => {
    const [user] = await Promise.all([
      currentUser(queryClient),
      queryClient.prefetchQuery(categoriesWithSubcategoriesQueryOptions()),
      queryClient.prefetchQuery(shopSettingsQueryOptions()),
    ]);
    const completeProfileFirst = profileCompletionRedirect(user, new URL(request.url));
    if (completeProfileFirst) throw redirect(completeProfileFirst);
  },

  [ROUTE_IDS.signIn]: onwardWhenSignedIn,
  [ROUTE_IDS.signUp]: onwardWhenSignedIn,

  // A profile that needs nothing goes straight on to where the shopper was going.
  [ROUTE_IDS.profileSetup]: async (queryClient, { request }) => {
    const user = await currentUser(queryClient);
    if (user && !needsProfileCompletion(user)) throw redirect(safeReturnUrl(new URL(request.url).searchParams.get("returnUrl")));
  },

  // Both faces of the home page show the featured products (the categories come with the header); the member home also brands.
  [ROUTE_IDS.home]: async (queryClient) => {
    const featured = queryClient.prefetchQuery(productsQueryOptions(FIRST_SCREEN_PRODUCTS.featured));
    if (!(await currentUser(queryClient))) return featured;
    await Promise.all([queryClient.prefetchQuery(brandsQueryOptions()), featured]);
  },

  // The list as the page reads its address: the filters' slugs become ids, then one page of products.
  [ROUTE_IDS.products]: async (queryClient, { request }) => {
    const [categories, brands] = await Promise.all([
      queryClient.ensureQueryData(categoriesWithSubcategoriesQueryOptions()),
      queryClient.ensureQueryData(brandsQueryOptions()),
    ]);
    const filters = readProductFilters(new URL(request.url).searchParams);
    await queryClient.prefetchQuery(productsQueryOptions(toProductListParams(filters, resolveFilterIds(filters, categories, brands))));
  },

  // An unknown product shows the not-found page with its suggestions.
  [ROUTE_IDS.product]: async (queryClient, args) => {
    const product = productQueryOptions(args.params.slug ?? "");
    await Promise.all([queryClient.prefetchQuery(product), deliveryAsked(queryClient, args)]);
    if (queryClient.getQueryState(product.queryKey)?.status === "error") await suggestions(queryClient);
  },

  [ROUTE_IDS.cart]: deliveryAsked,

  [ROUTE_IDS.shopPage]: (queryClient, { params }) => queryClient.prefetchQuery(shopPageQueryOptions(params.slug ?? "")),

  [ROUTE_IDS.notFound]: (queryClient) => suggestions(queryClient),
};
