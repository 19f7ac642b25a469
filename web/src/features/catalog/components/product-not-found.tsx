import { PackageSearch } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { lazyPart } from "@/lib/lazy-part";

const BrowseSuggestions = lazyPart(() => import("./browse-suggestions"), "BrowseSuggestions");

/**
 * A product page for a slug the shop does not have (see docs/product/product-page.md#missing-product),
 * answered with 404 by the server; categories and popular products are suggested below.
 */
export function ProductNotFound() {
  return (
    <>
      <section className="mx-auto flex max-w-lg flex-col items-center px-6 py-16 text-center sm:py-24">
        <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
          <PackageSearch aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-5 text-3xl font-bold tracking-tight">Product Not Found</h1>
        <p className="mt-3 text-muted-foreground">The product you're looking for doesn't exist.</p>
        <Button asChild className="mt-8">
          <Link to={paths.products.href()}>Browse Products</Link>
        </Button>
      </section>
      <BrowseSuggestions />
    </>
  );
}
