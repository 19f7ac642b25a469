import { type RouteObject, useRoutes } from "react-router";
import { paths } from "@/config/paths";
import { RequireAdmin } from "@/features/auth/components/require-admin";
import { RequireSignedIn } from "@/features/auth/components/require-signed-in";
import { lazyPage } from "./lazy-page";
import { RootLayout } from "./routes/root-layout";
import { loadShopperActions } from "./routes/store/lazy-shopper-actions";
import { PageErrorBoundary } from "./page-error-boundary";

/*
 * The route table (see docs/product/storefront-shell.md#routes), shared by the browser's router and the
 * server's renderer (web/src/entry-server.tsx). The layout (header, footer) is part of the first
 * download; every page is its own lazily loaded chunk, and the back office has a layout and chunks of
 * its own. The ids name the routes whose first data the server loads (web/src/app/route-data.ts).
 */
const HomePage = lazyPage(() => import("./routes/store/home"), "HomePage", () => import("./routes/store/member-home"));
const ProductsPage = lazyPage(() => import("./routes/store/products"), "ProductsPage", loadShopperActions);
const ProductPage = lazyPage(() => import("./routes/store/product"), "ProductPage", loadShopperActions);
const AboutPage = lazyPage(() => import("./routes/store/about"), "AboutPage");
const ContactPage = lazyPage(() => import("./routes/store/contact"), "ContactPage");
const ShopPagePage = lazyPage(() => import("./routes/store/shop-page"), "ShopPagePage");
const NotFoundPage = lazyPage(() => import("./routes/store/not-found"), "NotFoundPage");
const SignUpPage = lazyPage(() => import("./routes/store/sign-up"), "SignUpPage");
const SignInPage = lazyPage(() => import("./routes/store/sign-in"), "SignInPage");
const ForgotPasswordPage = lazyPage(() => import("./routes/store/forgot-password"), "ForgotPasswordPage");
const ResetPasswordPage = lazyPage(() => import("./routes/store/reset-password"), "ResetPasswordPage");
const VerifyEmailPage = lazyPage(() => import("./routes/store/verify-email"), "VerifyEmailPage");
const NewsletterUnsubscribePage = lazyPage(() => import("./routes/store/newsletter-unsubscribe"), "NewsletterUnsubscribePage");
const ProfileSetupPage = lazyPage(() => import("./routes/account/profile-setup"), "ProfileSetupPage");
const ProfilePage = lazyPage(() => import("./routes/account/profile"), "ProfilePage");
const CartPage = lazyPage(() => import("./routes/account/cart"), "CartPage");
const WishlistPage = lazyPage(() => import("./routes/account/wishlist"), "WishlistPage");
const CheckoutPage = lazyPage(() => import("./routes/account/checkout"), "CheckoutPage");
const OrdersPage = lazyPage(() => import("./routes/account/orders"), "OrdersPage");
const OrderDetailPage = lazyPage(() => import("./routes/account/order-detail"), "OrderDetailPage");
// The back office: its layout and every page are chunks of their own, fetched only by administrators
// through the one small chunk that names them.
const adminPages = () => import("./routes/admin/admin-pages").then((module) => module.adminPages);
const AdminLayout = lazyPage(() => adminPages().then((pages) => pages.layout()), "AdminLayout");
const AdminDashboardPage = lazyPage(() => adminPages().then((pages) => pages.dashboard()), "AdminDashboardPage");
const AdminProductsPage = lazyPage(() => adminPages().then((pages) => pages.products()), "AdminProductsPage");
const AdminSearchSynonymsPage = lazyPage(() => adminPages().then((pages) => pages.searchSynonyms()), "AdminSearchSynonymsPage");
const AdminOrdersPage = lazyPage(() => adminPages().then((pages) => pages.orders()), "AdminOrdersPage");
const AdminUsersPage = lazyPage(() => adminPages().then((pages) => pages.users()), "AdminUsersPage");
const AdminAccountErasuresPage = lazyPage(() => adminPages().then((pages) => pages.accountErasures()), "AdminAccountErasuresPage");
const AdminAnalyticsPage = lazyPage(() => adminPages().then((pages) => pages.analytics()), "AdminAnalyticsPage");
const AdminMessagesPage = lazyPage(() => adminPages().then((pages) => pages.messages()), "AdminMessagesPage");
const AdminOutboxPage = lazyPage(() => adminPages().then((pages) => pages.outbox()), "AdminOutboxPage");
const AdminGstPage = lazyPage(() => adminPages().then((pages) => pages.gst()), "AdminGstPage");
const AdminShopPagesPage = lazyPage(() => adminPages().then((pages) => pages.shopPages()), "AdminShopPagesPage");
const AdminDeliveryPage = lazyPage(() => adminPages().then((pages) => pages.delivery()), "AdminDeliveryPage");

export const ROUTE_IDS = {
  root: "root",
  home: "home",
  products: "products",
  product: "product",
  shopPage: "shop-page",
  signUp: "sign-up",
  signIn: "sign-in",
  profileSetup: "profile-setup",
  admin: "admin",
  notFound: "not-found",
} as const;

export const appRoutes: RouteObject[] = [
  {
    id: ROUTE_IDS.root,
    element: <RootLayout />,
    children: [
      { id: ROUTE_IDS.home, path: paths.home.path, element: <HomePage /> },
      { id: ROUTE_IDS.products, path: paths.products.path, element: <ProductsPage /> },
      { id: ROUTE_IDS.product, path: paths.product.path, element: <ProductPage /> },
      { path: paths.about.path, element: <AboutPage /> },
      { path: paths.contact.path, element: <ContactPage /> },
      { id: ROUTE_IDS.shopPage, path: paths.shopPage.path, element: <ShopPagePage /> },
      { id: ROUTE_IDS.signUp, path: paths.signup.path, element: <SignUpPage /> },
      { id: ROUTE_IDS.signIn, path: paths.signin.path, element: <SignInPage /> },
      { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
      { path: paths.verifyEmail.path, element: <VerifyEmailPage /> },
      { path: paths.newsletterUnsubscribe.path, element: <NewsletterUnsubscribePage /> },
      {
        // Signed in, else /api/login. /cart, /wishlist, /checkout and /orders go here too.
        element: <RequireSignedIn />,
        children: [
          { id: ROUTE_IDS.profileSetup, path: paths.profileSetup.path, element: <ProfileSetupPage /> },
          { path: paths.profile.path, element: <ProfilePage /> },
          { path: paths.cart.path, element: <CartPage /> },
          { path: paths.wishlist.path, element: <WishlistPage /> },
          { path: paths.checkout.path, element: <CheckoutPage /> },
          { path: paths.orders.path, element: <OrdersPage /> },
          { path: paths.orderDetail.path, element: <OrderDetailPage /> },
        ],
      },
      {
        // Administrators only; the pages (and their data) load only for them, in the browser.
        id: ROUTE_IDS.admin,
        element: <RequireAdmin />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              { path: paths.admin.root.path, element: <AdminDashboardPage /> },
              { path: paths.admin.products.path, element: <AdminProductsPage /> },
              { path: paths.admin.searchSynonyms.path, element: <AdminSearchSynonymsPage /> },
              { path: paths.admin.orders.path, element: <AdminOrdersPage /> },
              { path: paths.admin.users.path, element: <AdminUsersPage /> },
              { path: paths.admin.accountErasures.path, element: <AdminAccountErasuresPage /> },
              { path: paths.admin.analytics.path, element: <AdminAnalyticsPage /> },
              { path: paths.admin.messages.path, element: <AdminMessagesPage /> },
              { path: paths.admin.outbox.path, element: <AdminOutboxPage /> },
              { path: paths.admin.gst.path, element: <AdminGstPage /> },
              { path: paths.admin.shopPages.path, element: <AdminShopPagesPage /> },
              { path: paths.admin.delivery.path, element: <AdminDeliveryPage /> },
            ],
          },
        ],
      },
      { id: ROUTE_IDS.notFound, path: "*", element: <NotFoundPage /> },
    ],
  },
];

/**
 * The pages at the current address, in React Router's declarative mode, in the browser (under `BrowserRouter`) and on
 * the server (under `StaticRouter`) alike, so the two trees are the same and the ids React generates match. Loaders
 * run on the server only (web/src/entry-server.tsx), so the browser needs none of the data router's code.
 */
export function AppRoutes() {
  return <PageErrorBoundary>{useRoutes(appRoutes)}</PageErrorBoundary>;
}
