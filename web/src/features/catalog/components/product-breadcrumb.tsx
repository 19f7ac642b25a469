import type { ProductDetail } from "@shared/schemas/catalog";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";

/** Home › Products › Category › Product. */
export function ProductBreadcrumb({ product }: { product: ProductDetail }) {
  const crumbs = [
    { label: "Home", to: paths.home.href() },
    { label: "Products", to: paths.products.href() },
    { label: product.category.name, to: paths.productsByCategory.href(product.category.slug) },
  ];
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm sm:mb-6">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-muted-foreground">
        {crumbs.map((crumb) => (
          <li key={crumb.label} className="flex items-center gap-1.5">
            <Link to={crumb.to} className="rounded hover:text-primary-strong hover:underline">
              {crumb.label}
            </Link>
            <ChevronRight aria-hidden="true" className="size-3.5" />
          </li>
        ))}
        <li aria-current="page" className="min-w-0 max-w-full truncate font-medium text-foreground">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}
