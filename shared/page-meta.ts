import { SHOP_NAME } from "./constants";
import { PROMISES } from "./shop-promises";

/**
 * Page titles and descriptions, the same on both sides: the server writes them into the HTML it sends
 * (search engines and link previews read them there), the web app keeps `document.title` in step
 * while a shopper moves between pages.
 */
export interface PageMetaText {
  title: string;
  description: string;
}

/** "Feeding Bottles" -> "Feeding Bottles | KiddoKart". */
export function pageTitle(name: string): string {
  return `${name} | ${SHOP_NAME}`;
}

export const HOME_META: PageMetaText = {
  title: `${SHOP_NAME} — Baby care products online in India`,
  description:
    "Shop safe, authentic baby care products online in India: feeding, diapering, skincare, baby gear, toys and gift sets. " +
    `${PROMISES.freeShipping}, cash on delivery on most PIN codes and ${PROMISES.returns}.`,
};

export const ABOUT_META: PageMetaText = {
  title: pageTitle("About Us"),
  description:
    `${SHOP_NAME} brings safe, authentic baby care products to 50,000+ parents in 100+ Indian cities. ` +
    "Read our mission and values and meet the team behind the shop.",
};

export const CONTACT_META: PageMetaText = {
  title: pageTitle("Contact Us"),
  description:
    `Questions about an order, delivery, returns or cash on delivery? Call, e-mail or write to ${SHOP_NAME}'s support team ` +
    "and we will get back to you within 24 hours.",
};

export const PRODUCTS_META: PageMetaText = {
  title: pageTitle("Baby Products"),
  description:
    "Browse baby care products from trusted brands: feeding, diapering, skincare, baby gear, toys, health and safety, maternity and gift sets. " +
    "Free delivery above ₹999.",
};

export const PRODUCT_NOT_FOUND_META: PageMetaText = {
  title: pageTitle("Product Not Found"),
  description: "The product you're looking for doesn't exist.",
};

/** An address the shop does not know, or one under /pages/ that names none of the policy and company pages. */
export const PAGE_NOT_FOUND_META: PageMetaText = {
  title: pageTitle("Page Not Found"),
  description: "The page you're looking for doesn't exist.",
};

/** What narrows the product list, by name (a category's name, not its slug). */
export interface ProductListTopic {
  search?: string;
  category?: string;
  subcategory?: string;
  brand?: string;
}

/** The product list's title and description for what the shopper is looking at. */
export function productListMeta(topic: ProductListTopic): PageMetaText {
  const search = topic.search?.trim();
  if (search) {
    return {
      title: pageTitle(`Search results for “${search}”`),
      description: `Baby care products matching “${search}” at ${SHOP_NAME}. ${PROMISES.freeShipping} and cash on delivery on most PIN codes.`,
    };
  }
  const name = topic.subcategory ?? topic.category ?? topic.brand;
  if (!name) return PRODUCTS_META;
  return {
    title: pageTitle(name),
    description: `Shop ${name} online at ${SHOP_NAME}: safe, authentic baby care products from trusted brands. ${PROMISES.freeShipping}, cash on delivery on most PIN codes and ${PROMISES.returns}.`,
  };
}

/** A product page: its name, and its short description (or a sentence made from its brand). */
export function productMeta(product: { name: string; shortDescription?: string | null; brand?: { name: string } | null }): PageMetaText {
  const description = product.shortDescription?.trim();
  return {
    title: pageTitle(product.name),
    description: description || `Buy ${product.name}${product.brand ? ` by ${product.brand.name}` : ""} online at ${SHOP_NAME}. Free delivery above ₹999.`,
  };
}
