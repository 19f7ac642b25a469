import type { DeliveryHoliday } from "@shared/schemas/delivery";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/delivery/holidays: the days parcels are not delivered, besides Sundays. */
export async function getDeliveryHolidays(signal?: AbortSignal): Promise<DeliveryHoliday[]> {
  return (await api.get<{ holidays: DeliveryHoliday[] }>("/api/admin/delivery/holidays", { signal })).holidays;
}

export function deliveryHolidaysQueryOptions() {
  return queryOptions({ queryKey: queryKeys.admin.deliveryHolidays(), queryFn: ({ signal }) => getDeliveryHolidays(signal) });
}

export function useDeliveryHolidays() {
  return useQuery(deliveryHolidaysQueryOptions());
}
