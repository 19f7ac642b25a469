import { PRICE_SLIDER } from "@shared/constants";
import type { CategoryWithSubcategories } from "@shared/schemas/catalog";
import { Search, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { keepChosenOption, keepTypedValue } from "@/lib/typed-before-hydration";
import type { BrandLink } from "../api/get-brands";
import type { ProductFilters } from "../lib/product-filters";
import type { ResolvedFilters } from "../lib/resolve-filter-ids";
import { PriceRangeFilter } from "./price-range-filter";

interface ProductFiltersPanelProps {
  id: string;
  /** The id of the panel's form: the sort list above the products belongs to it too. */
  formId: string;
  filters: ProductFilters;
  resolved: ResolvedFilters;
  categories: CategoryWithSubcategories[];
  brands: BrandLink[];
  /** The sizes of the chosen category's products; none hides the Size filter. */
  sizes: readonly string[];
  isFiltered: boolean;
  onChange: (changes: Partial<ProductFilters>) => void;
  onClear: () => void;
  className?: string;
}

/**
 * Search text, category, subcategory (of the chosen category), brand, size (when the category's products
 * come in sizes) and price range; Clear when any is set.
 * A plain GET form to /products underneath: with the app, each change applies at once; before it runs or
 * without it, "Apply" sends the form and the server renders the list for its address.
 */
export function ProductFiltersPanel({ id, formId, filters, resolved, categories, brands, sizes, isFiltered, onChange, onClear, className }: ProductFiltersPanelProps) {
  const fieldId = useId();
  const subcategories = resolved.category?.subcategories ?? [];
  const category = resolved.category?.slug ?? "";
  const subcategory = resolved.subcategory?.slug ?? "";
  const brand = resolved.brand?.slug ?? "";

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = event.currentTarget.elements.namedItem("search");
    if (search instanceof HTMLInputElement) onChange({ search: search.value.trim() });
  }

  return (
    <section id={id} aria-labelledby={`${fieldId}-title`} className={cn("scroll-mt-32 rounded-2xl border border-border bg-card p-4 shadow-xs sm:p-5", className)}>
      <div className="mb-4 flex min-h-8 flex-wrap items-center justify-between gap-2">
        <h2 id={`${fieldId}-title`} className="flex items-center gap-2 text-base font-bold">
          Filters
          {isFiltered ? <Badge variant="secondary">Filters Applied</Badge> : null}
        </h2>
        {isFiltered ? (
          <ClearFilters onClear={onClear} />
        ) : null}
      </div>

      <form id={formId} method="get" action={paths.products.href()} onSubmit={handleSubmit} className="grid gap-5">
        <SearchField value={filters.search} />

        <div className="grid gap-2">
          <Label htmlFor={`${fieldId}-category`}>Category</Label>
          <NativeSelect
            id={`${fieldId}-category`}
            name="category"
            value={category}
            ref={keepChosenOption(category, (chosen) => onChange({ category: chosen, subcategory: "" }))}
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
            name="subcategory"
            value={subcategory}
            disabled={!resolved.category}
            ref={keepChosenOption(subcategory, (chosen) => onChange({ category, subcategory: chosen }))}
            onChange={(event) => onChange({ category, subcategory: event.target.value })}
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
          <NativeSelect
            id={`${fieldId}-brand`}
            name="brand"
            value={brand}
            ref={keepChosenOption(brand, (chosen) => onChange({ brand: chosen }))}
            onChange={(event) => onChange({ brand: event.target.value })}
          >
            <option value="">All Brands</option>
            {brands.map((brand) => (
              <option key={brand.id} value={brand.slug}>
                {brand.name}
              </option>
            ))}
          </NativeSelect>
        </div>

        <SizeFilter sizes={sizes} chosen={filters.size} onChange={(size) => onChange({ size })} />

        <PriceRangeFilter min={filters.minPrice} max={filters.maxPrice} onChange={onChange} />
        {/* The slider needs the app; a plain form keeps the range the address already has. */}
        {filters.minPrice !== PRICE_SLIDER.min ? <input type="hidden" name="minPrice" value={filters.minPrice} /> : null}
        {filters.maxPrice !== PRICE_SLIDER.max ? <input type="hidden" name="maxPrice" value={filters.maxPrice} /> : null}
        {/* Without JavaScript the choices are sent together; with it each applies at once, and this is never shown. */}
        <noscript>
          <Button type="submit" worksWithoutScript className="w-full">
            Apply Filters
          </Button>
        </noscript>
      </form>
    </section>
  );
}

/** Size, for a category whose products come in sizes; a size from the address stays a choice even if none is sold in it now. */
function SizeFilter({ sizes, chosen, onChange }: { sizes: readonly string[]; chosen: string; onChange: (size: string) => void }) {
  const selectId = useId();
  if (sizes.length === 0 && !chosen) return null;
  const choices = chosen && !sizes.includes(chosen) ? [...sizes, chosen] : sizes;
  return (
    <div className="grid gap-2">
      <Label htmlFor={selectId}>Size</Label>
      <NativeSelect
        id={selectId}
        name="size"
        value={chosen}
        ref={keepChosenOption(chosen, onChange)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">All Sizes</option>
        {choices.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The panel's own search: submitting the panel sets the search text (trimmed) and goes back to page 1. */
function SearchField({ value }: { value: string }) {
  const inputId = useId();
  const [text, setText] = useState(value);
  const [shownFor, setShownFor] = useState(value);
  // The search changed from elsewhere (the header's search box, Clear, the back button).
  if (shownFor !== value) {
    setShownFor(value);
    setText(value);
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Search</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          type="search"
          name="search"
          value={text}
          ref={keepTypedValue(text, setText)}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search products..."
          autoComplete="off"
          enterKeyHint="search"
        />
        <Button type="submit" worksWithoutScript size="icon" aria-label="Apply search" className="shrink-0">
          <Search aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

/**
 * Clear: a link to the plain list, so it works before the app runs and without it; with the app it
 * clears in place. Named a button, as it acts as one once the app runs.
 */
export function ClearFilters({ onClear }: { onClear: () => void }) {
  return (
    <Button asChild variant="ghost" size="sm" className="text-primary-strong">
      <a
        href={paths.products.href()}
        role="button"
        onClick={(event) => {
          event.preventDefault();
          onClear();
        }}
      >
        <X aria-hidden="true" />
        Clear
      </a>
    </Button>
  );
}
