import { type RouteObject, useRoutes } from "react-router";
import { paths } from "@/config/paths";
import { RequireAdmin } from "@/features/auth/components/require-admin";
import { RequireSignedIn } from "@/features/auth/components/require-signed-in";
import { lazyPage } from "./lazy-page";
import { pageFile } from "./page-files";
import { RootLayout } from "./routes/root-layout";
import { loadShopperActions } from "./routes/store/lazy-shopper-actions";
import { PageErrorBoundary } from "./page-error-boundary";

/*
 * The route table (see docs/product/storefront-shell.md#routes), shared by the browser's router and the
 * server's renderer (web/src/entry-server.tsx). The layout (header, footer) is part of the first
 * download; every page is its own lazily loaded chunk, and the back office has a layout and chunks of
 * its own. The ids name the routes whose first data the server loads (web/src/app/route-data.ts) and
 * whose head and keeping it declares (web/src/app/route-heads.ts); pageFile() names each page's file,
 * so the server knows which scripts a page it rendered needs.
 */
const HomePage = lazyPage(pageFile("routes/store/home.tsx"), "HomePage", () => import("./routes/store/member-home"));
const ProductsPage = lazyPage(pageFile("routes/store/products.tsx"), "ProductsPage", loadShopperActions);
const ProductPage = lazyPage(pageFile("routes/store/product.tsx"), "ProductPage", loadShopperActions);
const AboutPage = lazyPage(pageFile("routes/store/about.tsx"), "AboutPage");
const ContactPage = lazyPage(pageFile("routes/store/contact.tsx"), "ContactPage");
const ShopPagePage = lazyPage(pageFile("routes/store/shop-page.tsx"), "ShopPagePage");
const NotFoundPage = lazyPage(pageFile("routes/store/not-found.tsx"), "NotFoundPage");
const SignUpPage = lazyPage(pageFile("routes/store/sign-up.tsx"), "SignUpPage");
const SignInPage = lazyPage(pageFile("routes/store/sign-in.tsx"), "SignInPage");
const ForgotPasswordPage = lazyPage(pageFile("routes/store/forgot-password.tsx"), "ForgotPasswordPage");
const ResetPasswordPage = lazyPage(pageFile("routes/store/reset-password.tsx"), "ResetPasswordPage");
const VerifyEmailPage = lazyPage(pageFile("routes/store/verify-email.tsx"), "VerifyEmailPage");
const NewsletterConfirmPage = lazyPage(pageFile("routes/store/newsletter-confirm.tsx"), "NewsletterConfirmPage");
const NewsletterUnsubscribePage = lazyPage(pageFile("routes/store/newsletter-unsubscribe.tsx"), "NewsletterUnsubscribePage");
const ProfileSetupPage = lazyPage(pageFile("routes/account/profile-setup.tsx"), "ProfileSetupPage");
const ProfilePage = lazyPage(pageFile("routes/account/profile.tsx"), "ProfilePage");
const CartPage = lazyPage(pageFile("routes/account/cart.tsx"), "CartPage");
const WishlistPage = lazyPage(pageFile("routes/account/wishlist.tsx"), "WishlistPage");
const CheckoutPage = lazyPage(pageFile("routes/account/checkout.tsx"), "CheckoutPage");
const OrdersPage = lazyPage(pageFile("routes/account/orders.tsx"), "OrdersPage");
const OrderDetailPage = lazyPage(pageFile("routes/account/order-detail.tsx"), "OrderDetailPage");
const OrderConfirmationPage = lazyPage(pageFile("routes/account/order-confirmation.tsx"), "OrderConfirmationPage");
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
  about: "about",
  contact: "contact",
  shopPage: "shop-page",
  signUp: "sign-up",
  signIn: "sign-in",
  resetPassword: "reset-password",
  verifyEmail: "verify-email",
  newsletterConfirm: "newsletter-confirm",
  newsletterUnsubscribe: "newsletter-unsubscribe",
  profileSetup: "profile-setup",
  cart: "cart",
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
      { id: ROUTE_IDS.about, path: paths.about.path, element: <AboutPage /> },
      { id: ROUTE_IDS.contact, path: paths.contact.path, element: <ContactPage /> },
      { id: ROUTE_IDS.shopPage, path: paths.shopPage.path, element: <ShopPagePage /> },
      { id: ROUTE_IDS.signUp, path: paths.signup.path, element: <SignUpPage /> },
      { id: ROUTE_IDS.signIn, path: paths.signin.path, element: <SignInPage /> },
      { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
      { id: ROUTE_IDS.resetPassword, path: paths.resetPassword.path, element: <ResetPasswordPage /> },
      { id: ROUTE_IDS.verifyEmail, path: paths.verifyEmail.path, element: <VerifyEmailPage /> },
      { id: ROUTE_IDS.newsletterConfirm, path: paths.newsletterConfirm.path, element: <NewsletterConfirmPage /> },
      { id: ROUTE_IDS.newsletterUnsubscribe, path: paths.newsletterUnsubscribe.path, element: <NewsletterUnsubscribePage /> },
      {
        // Signed in, else /api/login. /cart, /wishlist, /checkout and /orders go here too.
        element: <RequireSignedIn />,
        children: [
          { id: ROUTE_IDS.profileSetup, path: paths.profileSetup.path, element: <ProfileSetupPage /> },
          { path: paths.profile.path, element: <ProfilePage /> },
          { id: ROUTE_IDS.cart, path: paths.cart.path, element: <CartPage /> },
          { path: paths.wishlist.path, element: <WishlistPage /> },
          { path: paths.checkout.path, element: <CheckoutPage /> },
          { path: paths.orders.path, element: <OrdersPage /> },
          { path: paths.orderDetail.path, element: <OrderDetailPage /> },
          { path: paths.orderConfirmation.path, element: <OrderConfirmationPage /> },
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
