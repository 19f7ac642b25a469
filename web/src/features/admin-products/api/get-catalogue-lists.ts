import type { Brand, CategoryWithSubcategories, Subcategory } from "@shared/schemas/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The lists the product form and filters choose from (the categories share their cache key with the storefront). */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.catalog.categoriesWithSubcategories(),
    queryFn: ({ signal }) => api.get<CategoryWithSubcategories[]>("/api/categories-with-subcategories", { signal }),
  });
}

export function brandsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.catalog.brands(),
    queryFn: ({ signal }) => api.get<Brand[]>("/api/brands", { signal }),
  });
}

export function subcategoriesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.catalog.subcategories(),
    queryFn: ({ signal }) => api.get<Subcategory[]>("/api/subcategories", { signal }),
  });
}

export function useCatalogueLists() {
  const categories = useQuery(categoriesQueryOptions());
  const brands = useQuery(brandsQueryOptions());
  const subcategories = useQuery(subcategoriesQueryOptions());
  return { categories: categories.data ?? [], brands: brands.data ?? [], subcategories: subcategories.data ?? [] };
}
