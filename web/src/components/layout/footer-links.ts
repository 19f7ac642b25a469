import { paths } from "@/config/paths";

export interface FooterLink {
  label: string;
  /** A route of the shop. */
  to: string;
}

export const QUICK_LINKS: FooterLink[] = [
  { label: "About Us", to: paths.about.href() },
  { label: "Contact Us", to: paths.contact.href() },
  { label: "Track Order", to: paths.orders.href() },
  { label: "Return Policy", to: paths.shopPage.href("returns-and-refunds") },
  { label: "Shipping Info", to: paths.shopPage.href("shipping-and-delivery") },
  { label: "FAQs", to: paths.shopPage.href("faqs") },
];

/** The footer's category links: these six slugs (see docs/product/storefront-shell.md#footer). */
export const FOOTER_CATEGORIES: FooterLink[] = [
  { label: "Baby Gear", to: paths.productsByCategory.href("baby-gear") },
  { label: "Feeding", to: paths.productsByCategory.href("feeding") },
  { label: "Diapering", to: paths.productsByCategory.href("diapering") },
  { label: "Skincare", to: paths.productsByCategory.href("skincare") },
  { label: "Toys", to: paths.productsByCategory.href("toys") },
  { label: "Gift Sets", to: paths.productsByCategory.href("gift-sets") },
];

/** The policy and company pages under the footer (docs/product/policy-pages.md). */
export const LEGAL_LINKS: FooterLink[] = [
  { label: "Privacy Policy", to: paths.shopPage.href("privacy-notice") },
  { label: "Terms of Service", to: paths.shopPage.href("terms-of-use") },
  { label: "Cookie Policy", to: paths.shopPage.href("cookie-policy") },
  { label: "Grievance Redressal", to: paths.shopPage.href("grievance-redressal") },
  { label: "Seller Information", to: paths.shopPage.href("seller-information") },
];
