import { z } from "zod";
import { SHOP_PAGE_SLUGS, type ShopPageSlug } from "../constants";
import { IsoDateSchema } from "./common";
import { multiLineText, singleLineText } from "./text";

export const SHOP_PAGE_TITLE_MAX_LENGTH = 120;
export const SHOP_PAGE_DESCRIPTION_MAX_LENGTH = 300;
export const SHOP_PAGE_BODY_MAX_LENGTH = 50_000;

/** The public API of one policy or company page (the web app and the server's page data use it). */
export const SHOP_PAGES_API = {
  page: (slug: string) => `/api/pages/${encodeURIComponent(slug)}`,
} as const;

export function isShopPageSlug(slug: string): slug is ShopPageSlug {
  return (SHOP_PAGE_SLUGS as readonly string[]).includes(slug);
}

/** Any text in the address: an unknown slug is a page the shop does not have (404), not a bad request. */
export const ShopPageSlugParamsSchema = z.object({ slug: singleLineText().max(100) });

/** One line of a page's details block: a label and its value, with a link when the value is an address, a phone or a page. */
export const ShopPageDetailSchema = z.object({
  label: z.string(),
  value: z.string(),
  href: z.string().optional(),
});
export type ShopPageDetail = z.infer<typeof ShopPageDetailSchema>;

/**
 * Facts the shop's settings decide (the grievance officer, the seller's legal name, address and GSTIN),
 * shown above the page's own text so they always match the invoices and the settings.
 */
export const ShopPageDetailsSchema = z.object({
  title: z.string(),
  entries: z.array(ShopPageDetailSchema),
  /** A sentence under the entries, e.g. the times within which a complaint is answered. */
  note: z.string().optional(),
});
export type ShopPageDetails = z.infer<typeof ShopPageDetailsSchema>;

/** `GET /api/pages/:slug`: a page as the storefront shows it, its Markdown already made into safe HTML. */
export const ShopPageSchema = z.object({
  slug: z.enum(SHOP_PAGE_SLUGS),
  title: z.string(),
  description: z.string(),
  /** HTML made from the page's Markdown: no HTML of the author's own, only safe links. */
  html: z.string(),
  details: ShopPageDetailsSchema.nullable(),
  updatedAt: IsoDateSchema,
});
export type ShopPage = z.infer<typeof ShopPageSchema>;

/** A page as the back office edits it: its Markdown. */
export const AdminShopPageSchema = z.object({
  slug: z.enum(SHOP_PAGE_SLUGS),
  title: z.string(),
  description: z.string(),
  body: z.string(),
  /** Whether the page also shows a details block made from the shop's settings. */
  hasDetails: z.boolean(),
  updatedAt: IsoDateSchema,
});
export type AdminShopPage = z.infer<typeof AdminShopPageSchema>;

export const AdminShopPageListSchema = z.object({ pages: z.array(AdminShopPageSchema) });
export type AdminShopPageList = z.infer<typeof AdminShopPageListSchema>;

export const AdminShopPageViewSchema = z.object({ page: AdminShopPageSchema });
export type AdminShopPageView = z.infer<typeof AdminShopPageViewSchema>;

const ShopPageBodySchema = multiLineText({ error: "Body must be text" }).max(
  SHOP_PAGE_BODY_MAX_LENGTH,
  `Body may have at most ${SHOP_PAGE_BODY_MAX_LENGTH.toLocaleString("en-IN")} characters`,
);

/** `PUT /api/admin/pages/:slug`: a page's title, description and Markdown body. */
export const ShopPageInputSchema = z.strictObject({
  title: singleLineText({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(SHOP_PAGE_TITLE_MAX_LENGTH, `Title may have at most ${SHOP_PAGE_TITLE_MAX_LENGTH} characters`),
  description: singleLineText({ error: "Description is required" })
    .trim()
    .min(1, "Description is required")
    .max(SHOP_PAGE_DESCRIPTION_MAX_LENGTH, `Description may have at most ${SHOP_PAGE_DESCRIPTION_MAX_LENGTH} characters`),
  body: ShopPageBodySchema,
});
export type ShopPageInput = z.input<typeof ShopPageInputSchema>;
export type ShopPageForm = z.output<typeof ShopPageInputSchema>;

/** `POST /api/admin/pages/preview`: Markdown in, the HTML the storefront would show out. */
export const ShopPagePreviewInputSchema = z.strictObject({ body: ShopPageBodySchema });
export const ShopPagePreviewSchema = z.object({ html: z.string() });
export type ShopPagePreview = z.infer<typeof ShopPagePreviewSchema>;
