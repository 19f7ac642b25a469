import { SHOP_NAME, SUPPORT, type ShopPageSlug } from "@shared/constants";
import type { ShopPageDetails } from "@shared/schemas/shop-pages";
import type { Config } from "../../config";

export interface PageDetailsSettings {
  seller: Pick<Config["seller"], "legalName" | "address" | "state" | "gstin">;
  grievanceOfficer: Config["grievanceOfficer"];
}

/** The shop's promise for complaints (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5)). */
export const GRIEVANCE_PROMISE = "We acknowledge every complaint within 48 hours and resolve it within one month of receiving it.";

const telHref = (phone: string) => `tel:${phone.replace(/[\s-]+/g, "")}`;

function grievanceOfficer({ grievanceOfficer: officer }: PageDetailsSettings): ShopPageDetails {
  return {
    title: "Grievance Officer",
    entries: [
      { label: "Name", value: officer.name },
      { label: "Designation", value: officer.designation },
      { label: "E-mail", value: officer.email, href: `mailto:${officer.email}` },
      { label: "Phone", value: officer.phone, href: telHref(officer.phone) },
    ],
    note: GRIEVANCE_PROMISE,
  };
}

function seller({ seller, grievanceOfficer: officer }: PageDetailsSettings): ShopPageDetails {
  return {
    title: "Seller details",
    entries: [
      { label: "Legal name", value: seller.legalName },
      { label: "Trade name", value: SHOP_NAME },
      { label: "Registered address", value: seller.address },
      { label: "State", value: seller.state },
      { label: "GSTIN", value: seller.gstin },
      { label: "Customer care", value: SUPPORT.phone, href: telHref(SUPPORT.phone) },
      { label: "Customer care e-mail", value: SUPPORT.email, href: `mailto:${SUPPORT.email}` },
      { label: "Customer care hours", value: SUPPORT.hours.join(", ") },
      { label: "Grievance Officer", value: `${officer.name}, ${officer.designation}`, href: "/pages/grievance-redressal" },
    ],
  };
}

const DETAILS: Partial<Record<ShopPageSlug, (settings: PageDetailsSettings) => ShopPageDetails>> = {
  "grievance-redressal": grievanceOfficer,
  "seller-information": seller,
};

/** Whether a page shows a block made from the settings above its own text. */
export const hasPageDetails = (slug: ShopPageSlug): boolean => DETAILS[slug] !== undefined;

/**
 * The facts a page must show exactly as the settings give them (the same as the invoices print), or
 * null for a page of text only. Built on every read, so changed settings show at the next start.
 */
export function pageDetails(slug: ShopPageSlug, settings: PageDetailsSettings): ShopPageDetails | null {
  return DETAILS[slug]?.(settings) ?? null;
}
