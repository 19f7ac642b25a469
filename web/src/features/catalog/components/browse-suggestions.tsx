import { FIRST_SCREEN_PRODUCTS } from "@shared/catalog-api";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { useCategoriesWithSubcategories } from "../api/get-categories-with-subcategories";
import { useProducts } from "../api/get-products";
import { PriceTag } from "./price-tag";
import { ProductImage } from "./product-image";

const TILE_IMAGE_SIZE = 160;

/**
 * Where to go instead, under a not-found message: the shop's categories and its best-rated products,
 * as plain links (they work before the app's code has loaded, and without it).
 */
export function BrowseSuggestions() {
  const categories = useCategoriesWithSubcategories();
  const popular = useProducts(FIRST_SCREEN_PRODUCTS.popular);
  const products = popular.data?.products ?? [];

  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
      {categories.data && categories.data.length > 0 ? (
        <section aria-labelledby="suggested-categories">
          <h2 id="suggested-categories" className="text-lg font-bold">
            Shop by category
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {categories.data.map((category) => (
              <li key={category.id}>
                <Link
                  to={paths.productsByCategory.href(category.slug)}
                  className="inline-flex min-h-10 items-center rounded-full border border-border bg-card px-4 text-sm font-medium hover:border-primary hover:text-primary-strong"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {products.length > 0 ? (
        <section aria-labelledby="suggested-products" className="mt-8">
          <h2 id="suggested-products" className="text-lg font-bold">
            Loved by parents
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
            {products.map((product) => (
              <li key={product.id}>
                <Link
                  to={paths.product.href(product.slug)}
                  className="group flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card hover:border-primary"
                >
                  <ProductImage
                    src={product.imageUrl}
                    alt=""
                    width={TILE_IMAGE_SIZE}
                    height={TILE_IMAGE_SIZE}
                    loading="lazy"
                    className="aspect-square w-full bg-muted object-cover"
                  />
                  <span className="flex flex-1 flex-col gap-1 p-3">
                    <span className="line-clamp-2 text-sm font-medium group-hover:text-primary-strong">{product.name}</span>
                    <PriceTag price={product.price} salePrice={product.salePrice} mrp={product.mrp} className="mt-auto" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
