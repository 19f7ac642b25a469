import type { AdminProduct } from "@shared/schemas/admin-products";
import { ArrowLeftRight, Plus, Upload } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Link } from "react-router";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { paths } from "@/config/paths";
import { pageCount } from "@/lib/page-range";
import { ADMIN_PAGE_SIZE, type AdminProductFilters, useAdminProducts } from "../api/get-admin-products";
import { useCatalogueLists } from "../api/get-catalogue-lists";
import { BulkAddDialog } from "./bulk-add-dialog";
import { CategoryTaxTable } from "./category-tax-table";
import { type PendingAction, ProductActions } from "./product-actions";
import { ProductFilters } from "./product-filters";
import { ProductFormDialog } from "./product-form-dialog";
import { ProductList } from "./product-list";
import { ProductVariantsDialog } from "./product-variants-dialog";

const NO_FILTERS: AdminProductFilters = { search: "", categoryId: "", subcategoryId: "", brandId: "", page: 1 };

/** 'Manage Products' (see docs/product/admin-products.md): filters, the paged list, and the add, edit, variants, bulk and confirm dialogs. */
export function ManageProducts() {
  const [filters, setFilters] = useState<AdminProductFilters>(NO_FILTERS);
  const deferredFilters = useDeferredValue(filters);
  const { data, isLoading } = useAdminProducts(deferredFilters);
  const { categories, subcategories, brands } = useCatalogueLists();
  const [editor, setEditor] = useState<{ open: boolean; product: AdminProduct | null; key: number }>({ open: false, product: null, key: 0 });
  const [variantsOf, setVariantsOf] = useState<AdminProduct | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [action, setAction] = useState<PendingAction>(null);
  const totalPages = pageCount(data?.total ?? 0, ADMIN_PAGE_SIZE);

  const openEditor = (product: AdminProduct | null) => setEditor((current) => ({ open: true, product, key: current.key + 1 }));

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Manage Products"
        description="Add, edit and organise the shop's catalogue."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to={paths.admin.searchSynonyms.href()}>
                <ArrowLeftRight aria-hidden="true" />
                Search synonyms
              </Link>
            </Button>
            <Button variant="outline" onClick={() => setBulkOpen(true)}>
              <Upload aria-hidden="true" />
              Bulk Add Products
            </Button>
            <Button onClick={() => openEditor(null)}>
              <Plus aria-hidden="true" />
              Add Product
            </Button>
          </>
        }
      />

      <ProductFilters filters={filters} categories={categories} subcategories={subcategories} brands={brands} onChange={setFilters} />

      <ProductList
        products={data?.products}
        total={data?.total ?? 0}
        loading={isLoading}
        onEdit={openEditor}
        onVariants={setVariantsOf}
        onDuplicate={(product) => setAction({ kind: "duplicate", product })}
        onDelete={(product) => setAction({ kind: "delete", product })}
      />

      <Pagination page={filters.page} totalPages={totalPages} onPageChange={(page) => setFilters((current) => ({ ...current, page }))} />

      <CategoryTaxTable />

      <ProductFormDialog
        key={editor.key}
        open={editor.open}
        product={editor.product}
        onOpenChange={(open) => setEditor((current) => ({ ...current, open }))}
        onOpenVariants={setVariantsOf}
      />
      {variantsOf ? <ProductVariantsDialog key={variantsOf.id} product={variantsOf} onClose={() => setVariantsOf(null)} /> : null}
      <BulkAddDialog open={bulkOpen} onOpenChange={setBulkOpen} />
      <ProductActions action={action} onDone={() => setAction(null)} />
    </div>
  );
}
