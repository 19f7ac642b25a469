import type { AdminProduct } from "@shared/schemas/admin-products";
import { toast } from "@/components/ui/use-toast";
import { useDeleteProduct } from "../api/delete-product";
import { useDuplicateProduct } from "../api/duplicate-product";
import { ConfirmDialog } from "@/components/confirm-dialog";

export type PendingAction = { kind: "duplicate" | "delete"; product: AdminProduct } | null;

interface ProductActionsProps {
  action: PendingAction;
  onDone: () => void;
}

/** The confirmations of duplicate and delete, and what follows them (see docs/product/admin-products.md#duplicate-and-delete). */
export function ProductActions({ action, onDone }: ProductActionsProps) {
  const duplicate = useDuplicateProduct();
  const remove = useDeleteProduct();

  function confirm() {
    if (!action) return;
    if (action.kind === "duplicate") {
      duplicate.mutate(action.product, {
        onSuccess: (copy) => toast({ title: "Product Duplicated", description: `${copy.name} has been created as a draft: check it, then publish it.` }),
        onError: () => toast({ title: "Error", description: "Failed to duplicate product. Please try again.", variant: "destructive" }),
        onSettled: onDone,
      });
      return;
    }
    remove.mutate(action.product.id, {
      onSuccess: () => toast({ title: "Product Deleted", description: `${action.product.name} has been deleted.` }),
      onError: () => toast({ title: "Error", description: "Failed to delete product. Please try again.", variant: "destructive" }),
      onSettled: onDone,
    });
  }

  const duplicating = action?.kind === "duplicate";
  return (
    <ConfirmDialog
      open={action !== null}
      title={duplicating ? "Duplicate Product" : "Delete Product"}
      message={duplicating ? `Are you sure you want to duplicate "${action.product.name}"?` : "Are you sure you want to delete this product?"}
      confirmLabel={duplicating ? "Duplicate" : "Delete"}
      destructive={!duplicating}
      pending={duplicate.isPending || remove.isPending}
      onConfirm={confirm}
      onOpenChange={(open) => !open && onDone()}
    />
  );
}
