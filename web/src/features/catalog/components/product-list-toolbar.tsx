import { CheckSquare, SlidersHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SortChoice, SortValue } from "../lib/product-filters";
import { ProductSortSelect } from "./product-sort-select";

interface ProductListToolbarProps {
  /** The filter panel's id and whether it is shown (small screens only; wide screens always show it). */
  filtersPanelId: string;
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
  return (
    <div className="flex flex-wrap items-center gap-2 sm:gap-3">
      <Button
        variant="outline"
        className="lg:hidden"
        aria-expanded={props.filtersOpen}
        aria-controls={props.filtersPanelId}
        onClick={props.onToggleFilters}
      >
        <SlidersHorizontal aria-hidden="true" />
        {props.filtersOpen ? "Hide Filters" : "Show Filters"}
        {props.isFiltered ? <span aria-hidden="true" className="size-2 rounded-full bg-primary" /> : null}
      </Button>
      {props.showBulkAdd ? (
        <Button variant={props.bulkAddOn ? "default" : "outline"} aria-pressed={props.bulkAddOn} onClick={props.onToggleBulkAdd}>
          <CheckSquare aria-hidden="true" />
          Bulk Add
        </Button>
      ) : null}
      <div className="w-full sm:ml-auto sm:w-auto">
        <ProductSortSelect value={props.sort} isSearching={props.isSearching} onChange={props.onSortChange} />
      </div>
    </div>
  );
}
