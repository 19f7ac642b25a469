import { useMemo, useRef } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { Header } from "@/components/layout/header";
import { PageLoading } from "@/components/layout/page-loading";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { useCurrentUser } from "@/lib/current-user";
import { lazyPart } from "@/lib/lazy-part";
import { SuspenseKeepingTaps } from "@/lib/suspense-keeping-taps";
import { countCartItems, useCart } from "@/features/cart/api/get-cart";
import { useCategoriesWithSubcategories } from "@/features/catalog/api/get-categories-with-subcategories";
import { profileCompletionRedirect } from "@/features/profile/profile-completion";
import { SearchForm } from "@/features/search/components/search-form";
import { useWishlist } from "@/features/wishlist/api/get-wishlist";

// The footer is only links: its code comes when the shopper scrolls down to it.
const Footer = lazyPart(() => import("@/components/layout/footer"), "Footer");

/**
 * The frame of every storefront page: header, the page itself, footer. The page's code loads lazily;
 * while it does, the header and footer are already there. A signed-in shopper whose profile lacks
 * names and phone number is sent to the complete-profile screen first (see docs/product/accounts.md#complete-profile), from any page.
 */
export function RootLayout() {
  const { user, isLoading: isUserLoading } = useCurrentUser();
  const categories = useCategoriesWithSubcategories();
  const location = useLocation();
  const completeProfileFirst = profileCompletionRedirect(user, location);
  // The header's badges: items in the cart (quantities added up) and saved products, for shoppers only.
  const signedIn = user !== null;
  const cart = useCart({ enabled: signedIn });
  const wishlist = useWishlist({ enabled: signedIn });
  const cartCount = signedIn ? countCartItems(cart.data ?? []) : 0;
  const wishlistCount = signedIn ? (wishlist.data?.length ?? 0) : 0;
  const main = useRef<HTMLElement>(null);
  // The same element while the address asks for the same: the header's badges change as the cart and
  // wishlist arrive, and a new element would reach a page React is still hydrating (its code on the
  // way) and make it render the page anew.
  const page = useMemo(
    () => (
      <SuspenseKeepingTaps frame={main} fallback={<PageLoading />}>
        {completeProfileFirst ? <Navigate to={completeProfileFirst} replace /> : <Outlet />}
      </SuspenseKeepingTaps>
    ),
    [completeProfileFirst],
  );

  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Header
        categories={categories.data ?? []}
        SearchBox={SearchForm}
        user={user}
        isUserLoading={isUserLoading}
        cartCount={cartCount}
        wishlistCount={wishlistCount}
      />
      <main ref={main} id="main" tabIndex={-1} className="flex-1 outline-none">
        {page}
      </main>
      <Footer />
    </div>
  );
}
