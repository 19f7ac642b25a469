import { RotateCcw, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";

/** No product matches the filters (see docs/product/product-list.md). */
export function EmptyResults({ onReset }: { onReset: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border bg-card px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h3 className="mt-4 text-lg font-bold">No products found</h3>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">Try a different search, another category or brand, or a wider price range.</p>
      <Button className="mt-6" onClick={onReset}>
        <RotateCcw aria-hidden="true" />
        Reset Filters
      </Button>
    </div>
  );
}
