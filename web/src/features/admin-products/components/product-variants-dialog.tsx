import type { AdminProduct } from "@shared/schemas/admin-products";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { UnsavedChangesDialog } from "@/components/unsaved-changes-dialog";
import { useUnsavedChanges } from "@/lib/use-unsaved-changes";
import { useProductVariants } from "../api/get-product-variants";
import { variantsFormValuesOf } from "../lib/variants-form-values";
import { ProductVariantsForm } from "./product-variants-form";

interface ProductVariantsDialogProps {
  product: AdminProduct;
  /** Mounted only while open: closing unmounts it, so it always starts from what the server has. */
  onClose: () => void;
}

/** 'Options and variants' of one product, opened from its row. */
export function ProductVariantsDialog({ product, onClose }: ProductVariantsDialogProps) {
  const variants = useProductVariants(product.id);
  const [changed, setChanged] = useState(false);
  const unsaved = useUnsavedChanges(changed);
  // The form takes these once, when it mounts: a later refresh of the query does not replace what is being typed.
  const start = useMemo(() => (variants.data ? variantsFormValuesOf(variants.data) : null), [variants.data]);

  const cancel = () => unsaved.confirmLeaving(onClose);

  return (
    <>
      <Dialog open onOpenChange={(open) => (open ? undefined : cancel())}>
        <DialogContent className="max-w-6xl p-4 sm:p-6">
          <DialogHeader>
            <DialogTitle>Options and variants</DialogTitle>
            <DialogDescription>
              {product.name}: sizes, colours or packs, each with its own price, stock and SKU.
            </DialogDescription>
          </DialogHeader>
          {start ? (
            <ProductVariantsForm product={product} start={start} onCancel={cancel} onSaved={onClose} onChangedChange={setChanged} />
          ) : variants.isError ? (
            <div className="grid justify-items-start gap-3" role="alert">
              <p className="text-sm">The variants could not be loaded.</p>
              <Button variant="outline" onClick={() => void variants.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <div className="grid gap-3" aria-label="Loading variants">
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-40 w-full" />
            </div>
          )}
        </DialogContent>
      </Dialog>
      <UnsavedChangesDialog open={unsaved.asking} onKeepEditing={unsaved.keepEditing} onLeave={unsaved.leave} />
    </>
  );
}
