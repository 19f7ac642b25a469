import { GatewayError, type GatewayOrder, type GatewayRefund, GatewayRefusal, type PaymentGateway } from "./gateway";

const CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";
const TIMEOUT_MS = 10_000;
/**
 * Answers worth asking again: a wrong key (fixed by the owner), the same idempotency key still being
 * processed (409) and rate limiting (429). Any other 4xx is Razorpay refusing the refund for good.
 */
const RETRYABLE_REFUSALS = new Set([401, 409, 429]);
const REFUND_STATUSES = new Set<GatewayRefund["status"]>(["pending", "processed", "failed"]);

/**
 * Razorpay's Orders API (POST {apiUrl}/orders) and Refunds API (POST {apiUrl}/payments/{id}/refund),
 * with basic auth, amounts in paise.
 */
export function createRazorpayGateway(settings: { keyId: string; keySecret: string; webhookSecret?: string; apiUrl: string }): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString("base64")}`;
  return {
    keyId: settings.keyId,
    keySecret: settings.keySecret,
    webhookSecret: settings.webhookSecret,
    checkoutScriptUrl: CHECKOUT_SCRIPT,
    async createOrder({ amountPaise, receipt, notes }): Promise<GatewayOrder> {
      const response = await fetch(`${settings.apiUrl}/orders`, {
        method: "POST",
        headers: { authorization, "content-type": "application/json" },
        body: JSON.stringify({ amount: amountPaise, currency: "INR", receipt, notes }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }).catch((error: unknown) => {
        throw new GatewayError(`Razorpay could not be reached: ${(error as Error).message}`);
      });
      const body = (await response.json().catch(() => ({}))) as Partial<GatewayOrder> & { error?: { description?: string } };
      if (!response.ok || typeof body.id !== "string") {
        throw new GatewayError(`Razorpay refused the order (${response.status}): ${body.error?.description ?? "no description"}`);
      }
      return { id: body.id, amount: body.amount ?? amountPaise, currency: body.currency ?? "INR", receipt: body.receipt ?? receipt };
    },

    async refundPayment({ paymentId, amountPaise, idempotencyKey, notes }): Promise<GatewayRefund> {
      const response = await fetch(`${settings.apiUrl}/payments/${encodeURIComponent(paymentId)}/refund`, {
        method: "POST",
        headers: { authorization, "content-type": "application/json", "x-refund-idempotency": idempotencyKey },
        body: JSON.stringify({ amount: amountPaise, speed: "normal", notes }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }).catch((error: unknown) => {
        throw new GatewayError(`Razorpay could not be reached: ${(error as Error).message}`);
      });
      const body = (await response.json().catch(() => ({}))) as { id?: unknown; status?: unknown; amount?: unknown; error?: { description?: string } };
      const description = body.error?.description ?? "no description";
      if (response.status >= 400 && response.status < 500 && !RETRYABLE_REFUSALS.has(response.status)) throw new GatewayRefusal(description);
      if (!response.ok || typeof body.id !== "string" || !REFUND_STATUSES.has(body.status as GatewayRefund["status"])) {
        throw new GatewayError(`Razorpay did not take the refund (${response.status}): ${description}`);
      }
      return { id: body.id, status: body.status as GatewayRefund["status"], amount: typeof body.amount === "number" ? body.amount : amountPaise };
    },
  };
}
