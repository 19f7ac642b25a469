import type { AdminCategoryTax } from "@shared/schemas/admin-products";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/categories: every category with its HSN code and GST rate. */
export function getCategoryTax(signal?: AbortSignal): Promise<AdminCategoryTax[]> {
  return api.get<AdminCategoryTax[]>("/api/admin/categories", { signal });
}

export function categoryTaxQueryOptions() {
  return queryOptions({ queryKey: queryKeys.admin.categoryTax(), queryFn: ({ signal }) => getCategoryTax(signal) });
}

export function useCategoryTax() {
  return useQuery(categoryTaxQueryOptions());
}
