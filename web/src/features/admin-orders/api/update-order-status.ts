import type { OrderStatus } from "@shared/constants";
import type { AdminOrder } from "@shared/schemas/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export interface OrderStatusChange {
  orderId: string;
  status: OrderStatus;
}

/** PUT /api/admin/orders/:id/status: any status to any other (409 insufficient_stock reopening a cancelled order). */
export function updateOrderStatus({ orderId, status }: OrderStatusChange): Promise<AdminOrder> {
  return api.put<AdminOrder>(`/api/admin/orders/${encodeURIComponent(orderId)}/status`, { status });
}

/** Refreshes the order lists, the dashboard figures and analytics; cancelling gives stock back, so the catalogue too. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all }),
      ]),
  });
}
