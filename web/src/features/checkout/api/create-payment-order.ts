import type { CreatePaymentOrderInput, PaymentOrderResponse } from "@shared/schemas/payments";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface CreatePaymentOrderRequest {
  body: CreatePaymentOrderInput;
  idempotencyKey: string;
}

/**
 * POST /api/payment/create-order: the server holds the cart's stock in a pending order and answers the
 * gateway's order id, the amount in paise and the modal's config.
 */
export function createPaymentOrder({ body, idempotencyKey }: CreatePaymentOrderRequest): Promise<PaymentOrderResponse> {
  return api.post<PaymentOrderResponse>("/api/payment/create-order", body, { headers: { "Idempotency-Key": idempotencyKey } });
}

export function useCreatePaymentOrder() {
  return useMutation({ mutationFn: createPaymentOrder });
}
