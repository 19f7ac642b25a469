import { useId } from "react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { keepChosenOption } from "@/lib/typed-before-hydration";
import { BEST_MATCH, SORT_OPTIONS, type SortChoice, type SortValue } from "../lib/product-filters";

interface ProductSortSelectProps {
  value: SortChoice;
  /** Best Match is offered while searching. */
  isSearching: boolean;
  /** null: the default order. */
  onChange: (sort: SortValue | null) => void;
  /** The filters' form, sent with the sort when there is no script to apply it. */
  form: string;
}

/** The seven sorts of the product list, and Best Match while searching (see docs/product/product-list.md). */
export function ProductSortSelect({ value, isSearching, onChange, form }: ProductSortSelectProps) {
  const id = useId();
  const choose = (next: string) => onChange(next === BEST_MATCH.value ? null : (next as SortValue));
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-muted-foreground">
        Sort by
      </label>
      <NativeSelect
        id={id}
        name="sort"
        form={form}
        value={value}
        className="min-w-0 flex-1 sm:w-48 sm:flex-none"
        ref={keepChosenOption(value, choose)}
        onChange={(event) => choose(event.target.value)}
      >
        {isSearching ? <option value={BEST_MATCH.value}>{BEST_MATCH.label}</option> : null}
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {/* Without JavaScript the sort is sent with the filters' form; with it, it applies at once and this is never shown. */}
      <noscript>
        <Button type="submit" form={form} worksWithoutScript variant="outline">
          Sort
        </Button>
      </noscript>
    </div>
  );
}
