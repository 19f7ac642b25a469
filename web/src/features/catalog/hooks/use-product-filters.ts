import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { changeProductFilters, DEFAULT_FILTERS, type ProductFilters, readProductFilters, writeProductFilters } from "../lib/product-filters";

/**
 * The products page's filters, with the URL as their only home: reading gives the URL's filters,
 * changing them pushes a new URL (so the back button steps back through them).
 */
export function useProductFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readProductFilters(searchParams);

  const setFilters = useCallback(
    (changes: Partial<ProductFilters>, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams((current) => writeProductFilters(changeProductFilters(readProductFilters(current), changes)), {
        replace,
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );

  /** Clear / Reset Filters: no search, category, subcategory or brand, the whole price range, Newest, page 1. */
  const clearFilters = useCallback(() => {
    setSearchParams(writeProductFilters(DEFAULT_FILTERS), { preventScrollReset: true });
  }, [setSearchParams]);

  return { filters, setFilters, clearFilters };
}
