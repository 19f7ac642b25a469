/** A gateway order, as Razorpay's Orders API answers it. */
export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
}

/** A refund, as Razorpay's Refunds API answers it. */
export interface GatewayRefund {
  id: string;
  status: "pending" | "processed" | "failed";
  amount: number;
}

export interface RefundPaymentRequest {
  paymentId: string;
  amountPaise: number;
  /** Sent as X-Refund-Idempotency: the same key answers the same refund, never a second one. */
  idempotencyKey: string;
  notes: Record<string, string>;
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
  /** Refunds part or all of a captured payment; throws GatewayError (try again) or GatewayRefusal (never will). */
  refundPayment(request: RefundPaymentRequest): Promise<GatewayRefund>;
}

/** The gateway could not be reached or did not answer properly: the same request may succeed later. */
export class GatewayError extends Error {}

/** The gateway answered and said no (a 4xx): sending the same request again would not change that. */
export class GatewayRefusal extends Error {
  constructor(readonly description: string) {
    super(description);
    this.name = "GatewayRefusal";
  }
}
