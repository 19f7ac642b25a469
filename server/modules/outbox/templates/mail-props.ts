import { SHOP_NAME } from "@shared/constants";
import type { Order } from "@shared/schemas/orders";
import type { AccountMailData, NewsletterMailData, OrderMailData } from "../mail-data";
import type { ShopLinks } from "./shop-links";

export interface OrderMailProps {
  data: OrderMailData;
  links: ShopLinks;
}

export interface AccountMailProps {
  data: AccountMailData;
  links: ShopLinks;
}

export interface NewsletterMailProps {
  data: NewsletterMailData;
  links: ShopLinks;
}

/** The footer's reason for the customer's order mails. */
export function orderMailReason(order: Order): string {
  return `You are getting this e-mail because you placed order ${order.orderNumber} at ${SHOP_NAME}.`;
}
