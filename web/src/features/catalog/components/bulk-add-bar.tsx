import { ShoppingCart, X } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";

interface BulkAddBarProps {
  selectedCount: number;
  /** All products of this page that can be chosen (in stock) are chosen. */
  allOnPageSelected: boolean;
  /** Nothing on this page can be chosen. */
  nothingToSelect: boolean;
  onSelectAllOnPage: (selected: boolean) => void;
  onAdd: () => void;
  onCancel: () => void;
  isAdding: boolean;
}

/** Bulk Add mode's bar: select all on this page, how many are chosen, 'Add N to Cart'. Stays in view while scrolling. */
export function BulkAddBar({ selectedCount, allOnPageSelected, nothingToSelect, onSelectAllOnPage, onAdd, onCancel, isAdding }: BulkAddBarProps) {
  const id = useId();
  return (
    <section
      aria-label="Bulk Add"
      className="sticky bottom-3 z-30 mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-primary/30 bg-card/95 p-3 shadow-lg backdrop-blur sm:bottom-5 sm:p-4"
    >
      <label htmlFor={id} className="flex cursor-pointer items-center gap-2 text-sm font-medium">
        <Checkbox
          id={id}
          checked={allOnPageSelected && !nothingToSelect}
          disabled={nothingToSelect}
          onChange={(event) => onSelectAllOnPage(event.target.checked)}
        />
        Select all on this page
      </label>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {selectedCount} selected
      </p>
      <div className="ml-auto flex gap-2">
        <Button variant="ghost" size="sm" className="h-10" onClick={onCancel}>
          <X aria-hidden="true" />
          Cancel
        </Button>
        <Button className="h-10" disabled={selectedCount === 0 || isAdding} onClick={onAdd}>
          <ShoppingCart aria-hidden="true" />
          {isAdding ? "Adding..." : `Add ${selectedCount} to Cart`}
        </Button>
      </div>
    </section>
  );
}
