import type { Brand, CategoryWithSubcategories, Subcategory } from "@shared/schemas/catalog";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { AdminProductFilters } from "../api/get-admin-products";

const ALL = "all";

interface ProductFiltersProps {
  filters: AdminProductFilters;
  categories: CategoryWithSubcategories[];
  subcategories: Subcategory[];
  brands: Brand[];
  onChange: (next: AdminProductFilters) => void;
}

interface FilterSelectProps {
  label: string;
  allLabel: string;
  value: string;
  options: Array<{ id: number; name: string }>;
  onValueChange: (value: string) => void;
}

function FilterSelect({ label, allLabel, value, options, onValueChange }: FilterSelectProps) {
  return (
    <Select value={value || ALL} onValueChange={(next) => onValueChange(next === ALL ? "" : next)}>
      <SelectTrigger aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{allLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option.id} value={String(option.id)}>
            {option.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * Search, category, subcategory and brand. The subcategory list follows the chosen category;
 * choosing a category resets it. Every change returns to page 1.
 */
export function ProductFilters({ filters, categories, subcategories, brands, onChange }: ProductFiltersProps) {
  const category = categories.find((item) => String(item.id) === filters.categoryId);
  const subcategoryOptions = category ? category.subcategories : subcategories;

  return (
    <div className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]">
      <div className="relative sm:col-span-2 lg:col-span-1">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search the product list"
          placeholder="Search products..."
          className="pl-9"
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value, page: 1 })}
        />
      </div>
      <FilterSelect
        label="Category"
        allLabel="All categories"
        value={filters.categoryId}
        options={categories}
        onValueChange={(categoryId) => onChange({ ...filters, categoryId, subcategoryId: "", page: 1 })}
      />
      <FilterSelect
        label="Subcategory"
        allLabel="All subcategories"
        value={filters.subcategoryId}
        options={subcategoryOptions}
        onValueChange={(subcategoryId) => onChange({ ...filters, subcategoryId, page: 1 })}
      />
      <FilterSelect
        label="Brand"
        allLabel="All brands"
        value={filters.brandId}
        options={brands}
        onValueChange={(brandId) => onChange({ ...filters, brandId, page: 1 })}
      />
      <Button variant="outline" onClick={() => onChange({ search: "", categoryId: "", subcategoryId: "", brandId: "", page: 1 })}>
        Clear Filters
      </Button>
    </div>
  );
}
