import type { AdminOrder } from "@shared/schemas/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { RefundRequest } from "../lib/refunds";

export interface RefundCreation {
  orderId: string;
  request: RefundRequest;
}

/**
 * POST /api/admin/orders/:id/refunds: refunds lines or an amount, through Razorpay for online orders or
 * recorded as paid by bank transfer or UPI for cash on delivery; answers the updated order.
 */
export async function createRefund({ orderId, request }: RefundCreation): Promise<AdminOrder> {
  const { order } = await api.post<{ order: AdminOrder }>(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds`, request);
  return order;
}

/** Refreshes the order lists (the dialog follows them), the figures and, when stock came back, the catalogue. */
export function useCreateRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRefund,
    onSettled: (_order, _error, { request }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
        request.restock ? queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all }) : undefined,
      ]),
  });
}
