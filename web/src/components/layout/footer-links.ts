import { paths } from "@/config/paths";

export interface FooterLink {
  label: string;
  /** A route of the shop; links without one are placeholders (pages not written yet). */
  to?: string;
}

export const QUICK_LINKS: FooterLink[] = [
  { label: "About Us", to: paths.about.href() },
  { label: "Contact Us", to: paths.contact.href() },
  { label: "Track Order", to: paths.orders.href() },
  { label: "Return Policy" },
  { label: "Shipping Info" },
  { label: "FAQs" },
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

export const LEGAL_LINKS: FooterLink[] = [{ label: "Privacy Policy" }, { label: "Terms of Service" }, { label: "Cookie Policy" }];
