import type { AdminProduct } from "@shared/schemas/admin-products";
import { Package } from "lucide-react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ProductRow } from "./product-row";

interface ProductListProps {
  products: AdminProduct[] | undefined;
  total: number;
  loading: boolean;
  onEdit: (product: AdminProduct) => void;
  onVariants: (product: AdminProduct) => void;
  onDuplicate: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

function SkeletonRows() {
  return (
    <ul aria-label="Loading products" className="divide-y divide-border">
      {Array.from({ length: 5 }, (_, index) => (
        <li key={index} className="flex items-center gap-4 py-4">
          <Skeleton className="size-16 shrink-0" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-3/4" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** 'Products (total)': skeleton rows while loading, the empty state, or one row per product. */
export function ProductList({ products, total, loading, ...actions }: ProductListProps) {
  return (
    <Card>
      <CardHeader className="pb-0 sm:pb-0">
        <h2 className="text-lg font-semibold leading-tight">Products ({total})</h2>
      </CardHeader>
      <CardContent>
        {loading && !products ? (
          <SkeletonRows />
        ) : !products || products.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-12 text-center">
            <Package aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="font-semibold">No products found</p>
            <p className="text-sm text-muted-foreground">Create your first product to get started</p>
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {products.map((product) => (
              <ProductRow key={product.id} product={product} {...actions} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
