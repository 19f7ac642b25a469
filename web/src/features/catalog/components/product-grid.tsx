import { PAGE_SIZE } from "@shared/constants";
import type { ProductSummary } from "@shared/schemas/catalog";
import { type ProductCardActions, ProductCard } from "./product-card";
import { ProductCardSkeleton } from "./product-card-skeleton";

interface ProductGridProps extends ProductCardActions {
  products: ProductSummary[] | undefined;
  isLoading: boolean;
  /** Bulk Add mode: the chosen product ids, and how to change them. */
  selection?: { ids: ReadonlySet<number>; onChange: (productId: number, selected: boolean) => void };
}

/** Cards of the first row load their pictures at once; the rest lazily, as they scroll into view. */
const EAGER_IMAGES = 3;

/** The products page's grid: two columns on phones, three beside the filters on wide screens. */
export function ProductGrid({ products, isLoading, selection, ...actions }: ProductGridProps) {
  if (isLoading || !products) {
    return (
      <div role="status" aria-label="Loading products" className={gridClass}>
        {Array.from({ length: PAGE_SIZE.storefront }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  return (
    <ul aria-label="Products" className={gridClass}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            priority={index < EAGER_IMAGES}
            selection={
              selection
                ? { selected: selection.ids.has(product.id), onSelectedChange: (selected) => selection.onChange(product.id, selected) }
                : undefined
            }
            {...actions}
          />
        </li>
      ))}
    </ul>
  );
}

const gridClass = "grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:gap-5";
