import type { DeliveryZone } from "@shared/schemas/delivery";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/delivery/zones: every delivery zone with its areas. */
export async function getDeliveryZones(signal?: AbortSignal): Promise<DeliveryZone[]> {
  return (await api.get<{ zones: DeliveryZone[] }>("/api/admin/delivery/zones", { signal })).zones;
}

export function deliveryZonesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.admin.deliveryZones(), queryFn: ({ signal }) => getDeliveryZones(signal) });
}

export function useDeliveryZones() {
  return useQuery(deliveryZonesQueryOptions());
}
