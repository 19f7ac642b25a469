import type { DeliveryZoneInput } from "@shared/schemas/delivery";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** A zone to add (no id) or to change. */
export interface SaveDeliveryZoneRequest {
  id?: number;
  input: DeliveryZoneInput;
}

/** POST /api/admin/delivery/zones, or PUT /api/admin/delivery/zones/{id} for a zone that exists. */
export function saveDeliveryZone({ id, input }: SaveDeliveryZoneRequest): Promise<unknown> {
  return id === undefined ? api.post("/api/admin/delivery/zones", input) : api.put(`/api/admin/delivery/zones/${id}`, input);
}

/** What a change of zones or holidays makes stale: the back office's lists and every PIN code the storefront checked. */
export function refreshDelivery(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.deliveryZones() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.deliveryHolidays() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.delivery.all }),
  ]);
}

export function useSaveDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveDeliveryZone, onSuccess: () => refreshDelivery(queryClient) });
}
