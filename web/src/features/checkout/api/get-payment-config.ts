import type { PaymentSettings } from "@shared/schemas/payments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/payment/config: whether online payment is on, and where the gateway's script lives. */
export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentSettings> {
  return api.get<PaymentSettings>("/api/payment/config", { signal });
}

export function paymentConfigQueryOptions() {
  return queryOptions({ queryKey: queryKeys.payment.config(), queryFn: ({ signal }) => getPaymentConfig(signal) });
}

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
