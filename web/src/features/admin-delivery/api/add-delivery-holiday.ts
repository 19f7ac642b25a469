import type { DeliveryHoliday } from "@shared/schemas/delivery";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshDelivery } from "./save-delivery-zone";

/** POST /api/admin/delivery/holidays: a day no parcel is delivered; the promised dates skip it. */
export function addDeliveryHoliday(holiday: DeliveryHoliday): Promise<unknown> {
  return api.post("/api/admin/delivery/holidays", holiday);
}

export function useAddDeliveryHoliday() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addDeliveryHoliday, onSuccess: () => refreshDelivery(queryClient) });
}
