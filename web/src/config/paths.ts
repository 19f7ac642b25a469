import { withReturnUrl } from "@shared/return-url";

/**
 * Every URL of the web app in one place. `path` is the router pattern; the functions build links.
 * Login and logout are full browser navigations to the server (never client-side routes).
 */
function withQuery(base: string, params: Record<string, string>): string {
  const query = Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join("&");
  return `${base}?${query}`;
}

export const paths = {
  home: { path: "/", href: () => "/" },

  products: { path: "/products", href: () => "/products" },
  product: { path: "/products/:slug", href: (slug: string) => `/products/${encodeURIComponent(slug)}` },
  productVariant: { href: (slug: string, variantId: number) => withQuery(`/products/${encodeURIComponent(slug)}`, { variant: String(variantId) }) },
  productsByCategory: { href: (categorySlug: string) => withQuery("/products", { category: categorySlug }) },
  productsBySubcategory: { href: (subcategorySlug: string) => withQuery("/products", { subcategory: subcategorySlug }) },
  productsByBrand: { href: (brandSlug: string) => withQuery("/products", { brand: brandSlug }) },
  /** Search results for already trimmed, non-empty text. */
  search: { href: (text: string) => withQuery("/products", { search: text }) },

  about: { path: "/about", href: () => "/about" },
  contact: { path: "/contact", href: () => "/contact" },
  /** The policy and company pages (shared/constants.ts SHOP_PAGE_SLUGS). */
  shopPage: { path: "/pages/:slug", href: (slug: string) => `/pages/${encodeURIComponent(slug)}` },

  /** Sign-in and sign-up carry the page to go back to afterwards (shared/return-url.ts). */
  signin: { path: "/signin", href: (returnUrl?: string | null) => withReturnUrl("/signin", returnUrl) },
  signup: { path: "/signup", href: (returnUrl?: string | null) => withReturnUrl("/signup", returnUrl) },
  forgotPassword: { path: "/forgot-password", href: () => "/forgot-password" },
  /** The links the shop mails carry their one-time token in the query (see server/modules/outbox/templates). */
  resetPassword: { path: "/reset-password", href: (token: string) => withQuery("/reset-password", { token }) },
  verifyEmail: { path: "/verify-email", href: (token: string) => withQuery("/verify-email", { token }) },
  profileSetup: {
    path: "/profile-setup",
    href: (returnUrl?: string) => (returnUrl ? withQuery("/profile-setup", { returnUrl }) : "/profile-setup"),
  },

  cart: { path: "/cart", href: () => "/cart" },
  wishlist: { path: "/wishlist", href: () => "/wishlist" },
  checkout: { path: "/checkout", href: () => "/checkout" },
  orders: { path: "/orders", href: () => "/orders" },
  orderDetail: { path: "/orders/:id", href: (id: string) => `/orders/${encodeURIComponent(id)}` },
  /** The page after Place Order (or a verified payment). */
  orderConfirmation: { path: "/orders/:id/confirmation", href: (id: string) => `/orders/${encodeURIComponent(id)}/confirmation` },
  profile: { path: "/profile", href: () => "/profile" },
  /** Everything the shop holds about the signed-in customer, as a JSON file (a download, not a client-side route). */
  profileData: "/api/profile/data",
  /** The page the newsletter's confirmation mail links to: it asks before confirming the subscription. */
  newsletterConfirm: {
    path: "/newsletter/confirm",
    href: (email: string, token: string) => withQuery("/newsletter/confirm", { email, token }),
  },
  /** The page a newsletter's unsubscribe link opens: it asks before unsubscribing the address. */
  newsletterUnsubscribe: {
    path: "/newsletter/unsubscribe",
    href: (email: string, token: string) => withQuery("/newsletter/unsubscribe", { email, token }),
  },
  /** The customer's invoice or credit note as a PDF (a download, not a client-side route). */
  taxDocument: (orderId: string, documentId: string) => `/api/orders/${encodeURIComponent(orderId)}/tax-documents/${encodeURIComponent(documentId)}`,

  admin: {
    root: { path: "/admin", href: () => "/admin" },
    products: { path: "/admin/products", href: () => "/admin/products" },
    /** The words shoppers use for the same thing, under Products. */
    searchSynonyms: { path: "/admin/products/synonyms", href: () => "/admin/products/synonyms" },
    orders: { path: "/admin/orders", href: () => "/admin/orders" },
    users: { path: "/admin/users", href: () => "/admin/users" },
    /** Accounts erased at their owners' request, under Users. */
    accountErasures: { path: "/admin/users/erasures", href: () => "/admin/users/erasures" },
    /** The policy and company pages' texts, under Settings. */
    shopPages: { path: "/admin/settings/pages", href: () => "/admin/settings/pages" },
    /** Delivery zones and holidays, under Settings. */
    delivery: { path: "/admin/settings/delivery", href: () => "/admin/settings/delivery" },
    analytics: { path: "/admin/analytics", href: () => "/admin/analytics" },
    messages: { path: "/admin/messages", href: () => "/admin/messages" },
    /** The e-mails the shop wrote, under Messages. */
    outbox: { path: "/admin/messages/outbox", href: () => "/admin/messages/outbox" },
    gst: { path: "/admin/gst", href: () => "/admin/gst" },
    /** A file download served by the server (a plain link, not a client-side route). */
    subscribersCsv: "/api/admin/subscribers.csv",
    gstSummaryCsv: (month: string) => `/api/admin/gst-summary.csv?month=${encodeURIComponent(month)}`,
    /** An order's invoice or credit note as a PDF (a download, not a client-side route). */
    taxDocument: (orderId: string, documentId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/tax-documents/${encodeURIComponent(documentId)}`,
  },

  /** Server endpoints the browser navigates to (not fetch calls). The sign-in one (identity provider or /signin) then returns to `returnUrl`. */
  loginEndpoint: { href: (returnUrl?: string | null) => withReturnUrl("/api/login", returnUrl) },
  logoutEndpoint: "/api/logout",
} as const;
