import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshDelivery } from "./save-delivery-zone";

export function deleteDeliveryZone(id: number): Promise<void> {
  return api.delete(`/api/admin/delivery/zones/${id}`);
}

/** Deletes a zone: its PIN codes are no longer delivered (unless another zone covers them). */
export function useDeleteDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDeliveryZone, onSuccess: () => refreshDelivery(queryClient) });
}
