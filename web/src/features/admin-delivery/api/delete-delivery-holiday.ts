import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshDelivery } from "./save-delivery-zone";

/** DELETE /api/admin/delivery/holidays/{day} ("2026-01-26"). */
export function deleteDeliveryHoliday(day: string): Promise<void> {
  return api.delete(`/api/admin/delivery/holidays/${encodeURIComponent(day)}`);
}

export function useDeleteDeliveryHoliday() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDeliveryHoliday, onSuccess: () => refreshDelivery(queryClient) });
}
