import { useId } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { BEST_MATCH, SORT_OPTIONS, type SortChoice, type SortValue } from "../lib/product-filters";

interface ProductSortSelectProps {
  value: SortChoice;
  /** Best Match is offered while searching. */
  isSearching: boolean;
  /** null: the default order. */
  onChange: (sort: SortValue | null) => void;
}

/** The seven sorts of the product list, and Best Match while searching (see docs/product/product-list.md). */
export function ProductSortSelect({ value, isSearching, onChange }: ProductSortSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-muted-foreground">
        Sort by
      </label>
      <NativeSelect
        id={id}
        value={value}
        className="min-w-0 flex-1 sm:w-48 sm:flex-none"
        onChange={(event) => {
          const next = event.target.value;
          onChange(next === BEST_MATCH.value ? null : (next as SortValue));
        }}
      >
        {isSearching ? <option value={BEST_MATCH.value}>{BEST_MATCH.label}</option> : null}
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
