import type { OrderStatus } from "@shared/constants";
import type { AdminOrder, OrderStatusUpdate } from "@shared/schemas/admin";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, ApiError } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export interface OrderStatusChange {
  orderId: string;
  status: OrderStatus;
  /** The status the administrator saw: the server changes nothing (409) when the order has changed since. */
  expectedStatus: OrderStatus;
  /** Why it is cancelled (required for a paid order; shown to the customer with the refund). */
  reason?: string;
  /** When shipping: the courier and AWB (tracking) number, both optional. */
  courier?: string;
  trackingNumber?: string;
}

/**
 * PUT /api/admin/orders/:id/status: any status to any other, from the status the administrator saw
 * (409 conflict when the order changed meanwhile; 409 insufficient_stock reopening a cancelled order).
 */
export function updateOrderStatus({ orderId, status, expectedStatus, reason, courier, trackingNumber }: OrderStatusChange): Promise<AdminOrder> {
  const body: OrderStatusUpdate = { status, expectedStatus, ...(reason ? { reason } : {}), ...(courier ? { courier } : {}), ...(trackingNumber ? { trackingNumber } : {}) };
  return api.put<AdminOrder>(`/api/admin/orders/${encodeURIComponent(orderId)}/status`, body);
}

/**
 * Refreshes the order lists, the dashboard figures and analytics; cancelling gives stock back, so the
 * catalogue too. A 409 refreshes them as well: the order is not as the administrator saw it.
 */
export function orderStatusMutationOptions(queryClient: QueryClient) {
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }), queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all })]);
  return {
    mutationFn: updateOrderStatus,
    onSuccess: refresh,
    onError: async (error: Error) => {
      if (error instanceof ApiError && error.status === 409) await refresh();
    },
  };
}

export function useUpdateOrderStatus() {
  return useMutation(orderStatusMutationOptions(useQueryClient()));
}
