import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { SHOP_PAGE_SLUGS, type ShopPageSlug } from "@shared/constants";
import { users } from "./accounts";
import { isOneOf } from "./checks";

/** The policy and company pages: one row each, seeded with the shop's default texts and edited in the back office. */
export const shopPages = pgTable(
  "shop_pages",
  {
    slug: text("slug").$type<ShopPageSlug>().primaryKey(),
    title: text("title").notNull(),
    /** What search results and link previews show under the title. */
    description: text("description").notNull(),
    /** Markdown; rendered without any HTML of its own. */
    body: text("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [check("shop_pages_slug_known", isOneOf(t.slug, SHOP_PAGE_SLUGS))],
);
