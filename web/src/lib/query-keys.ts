/**
 * Every TanStack Query key of the app, from one factory, so a mutation can invalidate exactly what it
 * changes (e.g. `queryKeys.cart.all` after adding to the cart). Keys go from broad to narrow.
 */
type Filters = Record<string, unknown>;

export const queryKeys = {
  auth: {
    all: ["auth"] as const,
    currentUser: () => [...queryKeys.auth.all, "current-user"] as const,
    providers: () => [...queryKeys.auth.all, "providers"] as const,
    /** A plain sign-in or sign-up form the server refused, handed over with the page it came back to. */
    formReturn: () => [...queryKeys.auth.all, "form-return"] as const,
  },
  catalog: {
    all: ["catalog"] as const,
    categories: () => [...queryKeys.catalog.all, "categories"] as const,
    subcategories: () => [...queryKeys.catalog.all, "subcategories"] as const,
    categoriesWithSubcategories: () => [...queryKeys.catalog.all, "categories-with-subcategories"] as const,
    brands: () => [...queryKeys.catalog.all, "brands"] as const,
    /** The storefront's brands: name, link and logo only (under brands, so invalidated with them). */
    brandLinks: () => [...queryKeys.catalog.brands(), "links"] as const,
    productLists: () => [...queryKeys.catalog.all, "products"] as const,
    productList: (filters: Filters) => [...queryKeys.catalog.productLists(), filters] as const,
    product: (slug: string) => [...queryKeys.catalog.all, "product", slug] as const,
    reviews: (productId: number) => [...queryKeys.catalog.all, "reviews", productId] as const,
  },
  search: {
    all: ["search"] as const,
    suggestions: (text: string) => [...queryKeys.search.all, "suggestions", text] as const,
  },
  cart: {
    all: ["cart"] as const,
    items: () => [...queryKeys.cart.all, "items"] as const,
  },
  wishlist: {
    all: ["wishlist"] as const,
    items: () => [...queryKeys.wishlist.all, "items"] as const,
  },
  orders: {
    all: ["orders"] as const,
    list: () => [...queryKeys.orders.all, "list"] as const,
    detail: (id: string) => [...queryKeys.orders.all, "detail", id] as const,
    cancellation: (id: string) => [...queryKeys.orders.all, "cancellation", id] as const,
    addresses: () => [...queryKeys.orders.all, "addresses"] as const,
  },
  shop: {
    all: ["shop"] as const,
    settings: () => [...queryKeys.shop.all, "settings"] as const,
  },
  delivery: {
    all: ["delivery"] as const,
    check: (pincode: string) => [...queryKeys.delivery.all, "check", pincode] as const,
  },
  shopPages: {
    all: ["shop-pages"] as const,
    page: (slug: string) => [...queryKeys.shopPages.all, slug] as const,
  },
  reviews: {
    all: ["reviews"] as const,
    eligibility: (productId: number) => [...queryKeys.reviews.all, "eligibility", productId] as const,
  },
  profile: {
    all: ["profile"] as const,
    newsletter: () => [...queryKeys.profile.all, "newsletter"] as const,
  },
  payment: {
    all: ["payment"] as const,
    config: () => [...queryKeys.payment.all, "config"] as const,
  },
  admin: {
    all: ["admin"] as const,
    productLists: () => [...queryKeys.admin.all, "products"] as const,
    productList: (filters: Filters) => [...queryKeys.admin.productLists(), filters] as const,
    /** Under the product lists, so whatever refreshes them (an edit, a duplicate) refreshes the variants too. */
    productVariants: (productId: number) => [...queryKeys.admin.productLists(), "variants", productId] as const,
    categoryTax: () => [...queryKeys.admin.all, "category-tax"] as const,
    searchSynonyms: () => [...queryKeys.admin.all, "search-synonyms"] as const,
    shopPages: () => [...queryKeys.admin.all, "shop-pages"] as const,
    orderLists: () => [...queryKeys.admin.all, "orders"] as const,
    orderList: (filters: Filters) => [...queryKeys.admin.orderLists(), filters] as const,
    stats: () => [...queryKeys.admin.all, "stats"] as const,
    users: () => [...queryKeys.admin.all, "users"] as const,
    userList: (filters: Filters) => [...queryKeys.admin.users(), filters] as const,
    analytics: (days: number) => [...queryKeys.admin.all, "analytics", days] as const,
    searchInsights: (days: number) => [...queryKeys.admin.all, "search-insights", days] as const,
    messages: () => [...queryKeys.admin.all, "messages"] as const,
    outboxLists: () => [...queryKeys.admin.all, "outbox"] as const,
    outboxList: (filters: Filters) => [...queryKeys.admin.outboxLists(), filters] as const,
    outboxMail: (id: string) => [...queryKeys.admin.all, "outbox-mail", id] as const,
    gstSummary: (month: string) => [...queryKeys.admin.all, "gst-summary", month] as const,
    deliveryZones: () => [...queryKeys.admin.all, "delivery-zones"] as const,
    deliveryHolidays: () => [...queryKeys.admin.all, "delivery-holidays"] as const,
    accountErasures: (filters: Filters) => [...queryKeys.admin.all, "account-erasures", filters] as const,
  },
};
