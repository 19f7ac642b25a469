/*
 * The back office's layout and pages, each a chunk of its own. They are named here, in a small chunk
 * that only an administrator's browser asks for, rather than in the route table: every shopper's main
 * script would otherwise carry the list of the files each back-office page needs.
 */
export const adminPages = {
  layout: () => import("./admin-layout"),
  dashboard: () => import("./dashboard"),
  products: () => import("./products"),
  searchSynonyms: () => import("./search-synonyms"),
  orders: () => import("./orders"),
  users: () => import("./users"),
  accountErasures: () => import("./account-erasures"),
  analytics: () => import("./analytics"),
  messages: () => import("./messages"),
  outbox: () => import("./outbox"),
  gst: () => import("./gst"),
  shopPages: () => import("./shop-pages"),
  delivery: () => import("./delivery"),
};
