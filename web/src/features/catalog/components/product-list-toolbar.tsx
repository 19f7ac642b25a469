import { CheckSquare, SlidersHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/use-hydrated";
import type { SortChoice, SortValue } from "../lib/product-filters";
import { ProductSortSelect } from "./product-sort-select";

interface ProductListToolbarProps {
  /** The filter panel's id and whether it is shown (small screens only; wide screens always show it). */
  filtersPanelId: string;
  /** The filters' form, which the sort belongs to. */
  filtersFormId: string;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  isFiltered: boolean;
  /** Bulk Add is offered to signed-in shoppers. */
  showBulkAdd: boolean;
  bulkAddOn: boolean;
  onToggleBulkAdd: () => void;
  sort: SortChoice;
  isSearching: boolean;
  onSortChange: (sort: SortValue | null) => void;
}

/** Above the product list: the filters toggle (small screens), Bulk Add, and the sort. */
export function ProductListToolbar(props: ProductListToolbarProps) {
  const hydrated = useHydrated();
  const label = (
    <>
      <SlidersHorizontal aria-hidden="true" />
      {props.filtersOpen ? "Hide Filters" : "Show Filters"}
      {props.isFiltered ? <span aria-hidden="true" className="size-2 rounded-full bg-primary" /> : null}
    </>
  );
  return (
    <div className="flex flex-wrap items-center gap-2 sm:gap-3">
      {hydrated ? (
        <Button variant="outline" className="lg:hidden" aria-expanded={props.filtersOpen} aria-controls={props.filtersPanelId} onClick={props.onToggleFilters}>
          {label}
        </Button>
      ) : (
        // Before the app runs (or without it) a link to the panel, which then shows as the address's target.
        <Button asChild variant="outline" className="lg:hidden">
          <a href={`#${props.filtersPanelId}`}>{label}</a>
        </Button>
      )}
      {props.showBulkAdd ? (
        <Button variant={props.bulkAddOn ? "default" : "outline"} aria-pressed={props.bulkAddOn} onClick={props.onToggleBulkAdd}>
          <CheckSquare aria-hidden="true" />
          Bulk Add
        </Button>
      ) : null}
      <div className="w-full sm:ml-auto sm:w-auto">
        <ProductSortSelect value={props.sort} isSearching={props.isSearching} onChange={props.onSortChange} form={props.filtersFormId} />
      </div>
    </div>
  );
}
