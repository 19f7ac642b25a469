import { formatRupees, type Paise } from "./money";

/** How much cash on delivery one customer may have outstanding (COD_MAX_OPEN_ORDERS, COD_MAX_ORDER_AMOUNT). */
export interface CashOnDeliveryLimits {
  /** Cash-on-delivery orders placed and not yet delivered or cancelled, per customer. */
  maxOpenOrders: number;
  /** The largest total one cash-on-delivery order may have. */
  maxOrderPaise: Paise;
}

export function codAmountRefusedMessage(maxOrderPaise: Paise): string {
  return `Cash on delivery is available for orders up to ${formatRupees(maxOrderPaise)}. Please pay online for this order.`;
}

export function codOpenOrdersRefusedMessage(maxOpenOrders: number): string {
  const orders = maxOpenOrders === 1 ? "a cash-on-delivery order" : `${maxOpenOrders} cash-on-delivery orders`;
  return `You already have ${orders} on the way. Please pay online, or place this order once one is delivered.`;
}
