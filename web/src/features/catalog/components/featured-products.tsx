import { FIRST_SCREEN_PRODUCTS } from "@shared/catalog-api";
import { PAGE_SIZE } from "@shared/constants";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { SectionHeader } from "@/components/section-header";
import { paths } from "@/config/paths";
import { useProducts } from "../api/get-products";
import { type ProductCardActions, ProductCard } from "./product-card";
import { ProductCardSkeleton } from "./product-card-skeleton";

/** Cards of the first row (two on phones) load their pictures at once. */
const EAGER_IMAGES = 2;
const gridClass = "mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 lg:gap-5";

interface FeaturedProductsProps extends ProductCardActions {
  /** How many cards load their pictures at once: none where the section sits below the first screen. */
  eagerImages?: number;
}

/** "Featured Products" on the home page: up to eight, with the same cards and buttons as the products page. */
export function FeaturedProducts({ eagerImages = EAGER_IMAGES, ...actions }: FeaturedProductsProps) {
  const { data, isPending, isError } = useProducts(FIRST_SCREEN_PRODUCTS.featured);
  if (!isPending && !isError && data.products.length === 0) return null;

  const viewAll = (
    <Link to={paths.products.href()} className="inline-flex items-center gap-1 rounded-lg text-sm font-semibold text-primary-strong hover:underline">
      View all products
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );

  return (
    <section aria-labelledby="home-featured" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <SectionHeader id="home-featured" title="Featured Products" description="Handpicked favourites, loved by parents." action={viewAll} />
      {isPending ? (
        <div role="status" aria-label="Loading featured products" className={gridClass}>
          {Array.from({ length: PAGE_SIZE.homeFeatured }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </div>
      ) : isError ? (
        <p className="mt-6 rounded-2xl border border-border bg-card p-6 text-center text-muted-foreground">
          Featured products could not be loaded just now. Please try again in a moment.
        </p>
      ) : (
        <ul aria-label="Featured products" className={gridClass}>
          {data.products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} priority={index < eagerImages} {...actions} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
