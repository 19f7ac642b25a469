import { GatewayError, type GatewayOrder, type PaymentGateway } from "./gateway";

const CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";
const TIMEOUT_MS = 10_000;

/** Razorpay's Orders API: POST {apiUrl}/orders with basic auth, the amount in paise. */
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
  };
}
