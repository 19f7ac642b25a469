import type { CategoryWithSubcategories } from "@shared/schemas/catalog";
import { Search, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/cn";
import type { BrandLink } from "../api/get-brands";
import type { ProductFilters } from "../lib/product-filters";
import type { ResolvedFilters } from "../lib/resolve-filter-ids";
import { PriceRangeFilter } from "./price-range-filter";

interface ProductFiltersPanelProps {
  id: string;
  filters: ProductFilters;
  resolved: ResolvedFilters;
  categories: CategoryWithSubcategories[];
  brands: BrandLink[];
  isFiltered: boolean;
  onChange: (changes: Partial<ProductFilters>) => void;
  onClear: () => void;
  className?: string;
}

/** Search text, category, subcategory (of the chosen category), brand and price range; Clear when any is set. */
export function ProductFiltersPanel({ id, filters, resolved, categories, brands, isFiltered, onChange, onClear, className }: ProductFiltersPanelProps) {
  const fieldId = useId();
  const subcategories = resolved.category?.subcategories ?? [];

  return (
    <section id={id} aria-labelledby={`${fieldId}-title`} className={cn("rounded-2xl border border-border bg-card p-4 shadow-xs sm:p-5", className)}>
      <div className="mb-4 flex min-h-8 flex-wrap items-center justify-between gap-2">
        <h2 id={`${fieldId}-title`} className="flex items-center gap-2 text-base font-bold">
          Filters
          {isFiltered ? <Badge variant="secondary">Filters Applied</Badge> : null}
        </h2>
        {isFiltered ? (
          <Button variant="ghost" size="sm" onClick={onClear} className="text-primary-strong">
            <X aria-hidden="true" />
            Clear
          </Button>
        ) : null}
      </div>

      <div className="grid gap-5">
        <SearchField value={filters.search} onSearch={(search) => onChange({ search })} />

        <div className="grid gap-2">
          <Label htmlFor={`${fieldId}-category`}>Category</Label>
          <NativeSelect
            id={`${fieldId}-category`}
            value={resolved.category?.slug ?? ""}
            onChange={(event) => onChange({ category: event.target.value, subcategory: "" })}
          >
            <option value="">All Categories</option>
            {categories.map((category) => (
              <option key={category.id} value={category.slug}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        </div>

        <div className="grid gap-2">
          <Label htmlFor={`${fieldId}-subcategory`}>Subcategory</Label>
          <NativeSelect
            id={`${fieldId}-subcategory`}
            value={resolved.subcategory?.slug ?? ""}
            disabled={!resolved.category}
            onChange={(event) => onChange({ category: resolved.category?.slug ?? "", subcategory: event.target.value })}
          >
            <option value="">{resolved.category ? "All Subcategories" : "Choose a category first"}</option>
            {subcategories.map((subcategory) => (
              <option key={subcategory.id} value={subcategory.slug}>
                {subcategory.name}
              </option>
            ))}
          </NativeSelect>
        </div>

        <div className="grid gap-2">
          <Label htmlFor={`${fieldId}-brand`}>Brand</Label>
          <NativeSelect id={`${fieldId}-brand`} value={resolved.brand?.slug ?? ""} onChange={(event) => onChange({ brand: event.target.value })}>
            <option value="">All Brands</option>
            {brands.map((brand) => (
              <option key={brand.id} value={brand.slug}>
                {brand.name}
              </option>
            ))}
          </NativeSelect>
        </div>

        <PriceRangeFilter min={filters.minPrice} max={filters.maxPrice} onChange={onChange} />
      </div>
    </section>
  );
}

/** The panel's own search: submitting sets the search text (trimmed) and goes back to page 1. */
function SearchField({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const inputId = useId();
  const [text, setText] = useState(value);
  const [shownFor, setShownFor] = useState(value);
  // The search changed from elsewhere (the header's search box, Clear, the back button).
  if (shownFor !== value) {
    setShownFor(value);
    setText(value);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-2">
      <Label htmlFor={inputId}>Search</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search products..."
          autoComplete="off"
          enterKeyHint="search"
        />
        <Button type="submit" size="icon" aria-label="Apply search" className="shrink-0">
          <Search aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
