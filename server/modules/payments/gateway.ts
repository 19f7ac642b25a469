/** A gateway order, as Razorpay's Orders API answers it. */
export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
}

/**
 * The one interface of online payment. Razorpay and the built-in sandbox both implement it; nothing
 * else in the shop knows which one is in use.
 */
export interface PaymentGateway {
  /** The public key the checkout modal is opened with. */
  keyId: string;
  /** Signs payments: `HMAC_SHA256(order_id|payment_id, keySecret)`. */
  keySecret: string;
  /** Signs webhook bodies; undefined when webhooks are not set up. */
  webhookSecret: string | undefined;
  /** Where the browser loads the checkout script from. */
  checkoutScriptUrl: string;
  createOrder(order: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
}

export class GatewayError extends Error {}
