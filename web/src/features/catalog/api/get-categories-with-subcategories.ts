import { CATALOG_API } from "@shared/catalog-api";
import type { CategoryWithSubcategories } from "@shared/schemas/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getCategoriesWithSubcategories(signal?: AbortSignal): Promise<CategoryWithSubcategories[]> {
  return api.get<CategoryWithSubcategories[]>(CATALOG_API.categoriesWithSubcategories, { signal });
}

export function categoriesWithSubcategoriesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.catalog.categoriesWithSubcategories(),
    queryFn: ({ signal }) => getCategoriesWithSubcategories(signal),
  });
}

/** The shop's categories, each with its subcategories (header navigation, home page, filters). */
export function useCategoriesWithSubcategories() {
  return useQuery(categoriesWithSubcategoriesQueryOptions());
}
