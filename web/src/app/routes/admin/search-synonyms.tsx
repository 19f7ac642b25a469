import { pageTitle } from "@shared/page-meta";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { SearchSynonymsPanel } from "@/features/admin-products/components/search-synonyms-panel";
import { usePageTitle } from "@/lib/use-page-title";

/** /admin/products/synonyms: the words shoppers use for the same thing (see docs/product/admin-products.md#search-synonyms). */
export function AdminSearchSynonymsPage() {
  usePageTitle(pageTitle("Search synonyms"));
  return (
    <>
      <AdminPageHeader
        title="Search synonyms"
        description="Words shoppers use for the same thing: a search for one finds the products described with any of them."
        actions={
          <Button variant="outline" asChild>
            <Link to={paths.admin.products.href()}>
              <ArrowLeft aria-hidden="true" />
              Products
            </Link>
          </Button>
        }
      />
      <SearchSynonymsPanel />
    </>
  );
}
