import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { formatPrice } from "@/lib/format";
import { imageUrl } from "@/lib/image-url";
import { useRecentProducts } from "../api/get-recent-products";

/** The five newest products: image, name and what a shopper pays. */
export function RecentProducts() {
  const products = useRecentProducts();
  const list = products.data?.products ?? [];
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Recent Products</CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.products.href()} aria-label="View all products">
            View All
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {products.isPending ? (
          <div className="space-y-3" aria-hidden="true">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-12" />
            ))}
          </div>
        ) : list.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No products found</p>
        ) : (
          <ul className="divide-y divide-border">
            {list.map((product) => (
              <li key={product.id} className="flex items-center gap-3 py-2.5">
                <img
                  src={imageUrl(product.imageUrl, { width: 96, height: 96 })}
                  alt=""
                  width={44}
                  height={44}
                  loading="lazy"
                  className="size-11 shrink-0 rounded-lg bg-muted object-cover"
                />
                <p className="min-w-0 flex-1 truncate text-sm font-medium">{product.name}</p>
                <p className="text-sm font-semibold">{formatPrice(product.salePrice ?? product.price)}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
