import { Milk } from "lucide-react";
import { House } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { BrowseSuggestions } from "@/features/catalog/components/browse-suggestions";

/**
 * Any path the router does not know (see docs/product/storefront-shell.md#not-found-and-errors): the
 * server answers it with 404, and the page suggests categories and popular products.
 */
export function NotFoundPage() {
  return (
    <>
      <section className="mx-auto flex max-w-lg flex-col items-center px-6 py-16 text-center sm:py-24">
        <Milk aria-hidden="true" className="size-14 text-primary-strong" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight">404 Page Not Found</h1>
        <p className="mt-3 text-muted-foreground">Did you forget to add the page to the router?</p>
        <Button asChild className="mt-8">
          <Link to={paths.home.href()}>
            <House aria-hidden="true" />
            Back to home
          </Link>
        </Button>
      </section>
      <BrowseSuggestions />
    </>
  );
}
