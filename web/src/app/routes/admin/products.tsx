import { pageTitle } from "@shared/page-meta";
import { ManageProducts } from "@/features/admin-products/components/manage-products";
import { usePageTitle } from "@/lib/use-page-title";

/** /admin/products: 'Manage Products' (see docs/product/admin-products.md), with the uploader in this chunk only. */
export function AdminProductsPage() {
  usePageTitle(pageTitle("Manage Products"));
  return <ManageProducts />;
}
