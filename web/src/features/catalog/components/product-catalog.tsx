import { PAGE_SIZE } from "@shared/constants";
import { productListMeta } from "@shared/page-meta";
import { useEffect, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/current-user";
import { cn } from "@/lib/cn";
import { pageCount } from "@/lib/page-range";
import { useHydrated } from "@/lib/use-hydrated";
import { usePageTitle } from "@/lib/use-page-title";
import { useBrands } from "../api/get-brands";
import { useCategoriesWithSubcategories } from "../api/get-categories-with-subcategories";
import { useProducts } from "../api/get-products";
import { useBulkSelection } from "../hooks/use-bulk-selection";
import { useCategorySizes } from "../hooks/use-category-sizes";
import { useProductFilters } from "../hooks/use-product-filters";
import { currentSort, hasActiveFilters, toProductListParams, writeProductFilters } from "../lib/product-filters";
import { resolveFilterIds } from "../lib/resolve-filter-ids";
import { BulkAddBar } from "./bulk-add-bar";
import { EmptyResults } from "./empty-results";
import type { ProductCardActions } from "./product-card";
import { ClearFilters, ProductFiltersPanel } from "./product-filters-panel";
import { ProductGrid } from "./product-grid";
import { ProductListToolbar } from "./product-list-toolbar";

interface ProductCatalogProps extends ProductCardActions {
  /** Bulk Add: adds one of each product; resolves true on success (the selection then clears and the mode ends). */
  onBulkAdd?: (productIds: number[]) => Promise<boolean>;
}

/**
 * The /products page: filters, sort and page live in the URL; the list, its count, Bulk Add mode and
 * the pager follow them.
 */
export function ProductCatalog({ onBulkAdd, ...cardActions }: ProductCatalogProps) {
  const { filters, setFilters, clearFilters } = useProductFilters();
  const { isAuthenticated } = useCurrentUser();
  const categories = useCategoriesWithSubcategories();
  const brands = useBrands();
  const hydrated = useHydrated();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  // Plain ids (no characters to escape): the panel is the target of a link before the app runs.
  const filtersId = "product-filters";

  const resolved = resolveFilterIds(filters, categories.data ?? [], brands.data ?? []);
  const categoriesReady = !(filters.category || filters.subcategory) || !categories.isPending;
  const brandsReady = !filters.brand || !brands.isPending;
  const products = useProducts(toProductListParams(filters, resolved), { enabled: categoriesReady && brandsReady });
  const bulk = useBulkSelection(products.data?.products ?? []);
  const sizes = useCategorySizes(`${filters.category}/${filters.subcategory}`, products.data);

  const isFiltered = hasActiveFilters(filters);
  const total = products.data?.total ?? 0;
  // Beyond PRODUCT_COUNT_CAP the shop stops counting: "1,000+".
  const totalText = `${total.toLocaleString("en-IN")}${products.data?.totalCapped ? "+" : ""}`;
  const totalPages = pageCount(total, PAGE_SIZE.storefront);
  const heading = filters.search
    ? `Results for “${filters.search}”`
    : (resolved.subcategory?.name ?? resolved.category?.name ?? resolved.brand?.name ?? "All Products");
  const meta = productListMeta({
    search: filters.search,
    category: resolved.category?.name,
    subcategory: resolved.subcategory?.name,
    brand: resolved.brand?.name,
  });
  usePageTitle(meta.title, meta.description);

  const [openedByLink, setOpenedByLink] = useState(false);
  if (hydrated && !openedByLink && typeof window !== "undefined" && window.location.hash === `#${filtersId}`) {
    setOpenedByLink(true);
    setFiltersOpen(true);
  }

  // A page past the end (an old link, fewer products now): show the last page instead.
  const pastTheEnd = products.data !== undefined && products.data.products.length === 0 && total > 0 && filters.page > totalPages;
  useEffect(() => {
    if (pastTheEnd) setFilters({ page: totalPages }, { replace: true });
  }, [pastTheEnd, totalPages, setFilters]);

  function changePage(page: number) {
    setFilters({ page });
    window.scrollTo({ top: 0, behavior: "smooth" });
  }

  async function addSelected() {
    if (!onBulkAdd) return;
    if (await bulk.run(onBulkAdd)) bulk.setEnabled(false);
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <div className="mb-4 flex flex-col gap-4 lg:mb-6 lg:flex-row lg:items-end lg:justify-between">
        <header>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{heading}</h1>
          <p className="mt-1 min-h-5 text-sm text-muted-foreground" aria-live="polite">
            {products.data ? `Showing ${products.data.products.length} of ${totalText} products` : <Skeleton className="h-4 w-44" />}
          </p>
          {products.data?.correctedQuery ? (
            <p className="mt-1 text-sm">
              Showing results for <strong className="font-semibold">{products.data.correctedQuery}</strong>.{" "}
              <button type="button" className="text-primary-strong underline underline-offset-2" onClick={() => setFilters({ search: `"${filters.search}"`, page: 1 })}>
                Search for “{filters.search}” exactly
              </button>
            </p>
          ) : null}
        </header>
        <ProductListToolbar
          filtersPanelId={filtersId}
          filtersFormId={`${filtersId}-form`}
          filtersOpen={filtersOpen}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          isFiltered={isFiltered}
          showBulkAdd={isAuthenticated && onBulkAdd !== undefined}
          bulkAddOn={bulk.enabled}
          onToggleBulkAdd={() => bulk.setEnabled(!bulk.enabled)}
          sort={currentSort(filters)}
          isSearching={filters.search !== ""}
          onSortChange={(sort) => setFilters({ sort })}
        />
      </div>

      {isFiltered && !filtersOpen ? (
        // Small screens, filters folded away: still say that the list is filtered, and offer Clear.
        <div className="-mt-1 mb-4 flex items-center gap-2 lg:hidden">
          <Badge variant="secondary">Filters Applied</Badge>
          <ClearFilters onClear={clearFilters} />
        </div>
      ) : null}

      <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <ProductFiltersPanel
          id={filtersId}
          formId={`${filtersId}-form`}
          // Before the app runs, "Show Filters" is a link to the panel, which then shows as the address's target;
          // once it runs, the toggle alone says (and the panel opened by that link stays open until hidden).
          className={cn("mb-4 lg:sticky lg:top-32 lg:mb-0 lg:block", filtersOpen ? "block" : hydrated ? "hidden" : "hidden target:block")}
          filters={filters}
          resolved={resolved}
          categories={categories.data ?? []}
          brands={brands.data ?? []}
          sizes={sizes}
          isFiltered={isFiltered}
          onChange={(changes) => setFilters(changes)}
          onClear={clearFilters}
        />

        <section aria-labelledby={`${panelId}-results`}>
          {/* The cards' names are level 3: this keeps the outline whole when the filters are folded away. */}
          <h2 id={`${panelId}-results`} className="sr-only">
            Product results
          </h2>
          {products.isError ? (
            <div role="alert" className="rounded-2xl border border-border bg-card px-6 py-12 text-center">
              <p className="font-semibold">We couldn't load the products.</p>
              <Button variant="outline" className="mt-4" onClick={() => products.refetch()}>
                Try again
              </Button>
            </div>
          ) : products.data?.products.length === 0 && !pastTheEnd ? (
            <EmptyResults onReset={clearFilters} />
          ) : (
            <ProductGrid
              products={products.data?.products}
              isLoading={!products.data || pastTheEnd}
              selection={bulk.enabled ? { ids: bulk.selected, onChange: bulk.toggle } : undefined}
              {...cardActions}
            />
          )}

          {bulk.enabled && products.data ? (
            <BulkAddBar
              selectedCount={bulk.selected.size}
              allOnPageSelected={bulk.allOnPageSelected}
              nothingToSelect={bulk.selectableOnPage.length === 0}
              onSelectAllOnPage={bulk.selectAllOnPage}
              onAdd={addSelected}
              onCancel={() => bulk.setEnabled(false)}
              isAdding={bulk.isRunning}
            />
          ) : null}

          <Pagination
            className="mt-8"
            page={Math.min(filters.page, totalPages)}
            totalPages={totalPages}
            onPageChange={changePage}
            pageHref={(page) => `${paths.products.href()}?${writeProductFilters({ ...filters, page })}`}
          />
        </section>
      </div>
    </div>
  );
}
