import type { AdminCategoryTax, CategoryTaxInput } from "@shared/schemas/admin-products";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function updateCategoryTax({ id, tax }: { id: number; tax: CategoryTaxInput }): Promise<AdminCategoryTax> {
  return api.put<AdminCategoryTax>(`/api/admin/categories/${id}/tax`, tax);
}

/** Saves a category's HSN code and GST rate; carts price by it from their next load. */
export function useUpdateCategoryTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategoryTax,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.admin.categoryTax() }), queryClient.invalidateQueries({ queryKey: queryKeys.cart.all })]),
  });
}
