import type { CategoryWithSubcategories } from "@shared/schemas/catalog";
import { CategoryNavItem } from "./category-nav-item";

interface CategoryNavProps {
  categories: CategoryWithSubcategories[];
}

/** The desktop row of categories; each opens its subcategories on hover or keyboard focus. */
export function CategoryNav({ categories }: CategoryNavProps) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label="Shop by category" className="hidden border-t border-border lg:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-1.5 sm:px-6">
        {categories.map((category, index) => (
          <CategoryNavItem key={category.id} category={category} alignEnd={index >= categories.length / 2} />
        ))}
      </ul>
    </nav>
  );
}
