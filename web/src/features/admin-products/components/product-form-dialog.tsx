import type { AdminProduct } from "@shared/schemas/admin-products";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useCatalogueLists } from "../api/get-catalogue-lists";
import { useCreateProduct } from "../api/create-product";
import { useUpdateProduct } from "../api/update-product";
import { useProductForm } from "../hooks/use-product-form";
import { focusProductField } from "../lib/field-ids";
import { payloadOf, type ProductFormValues } from "../lib/product-form-values";
import { ProductFormFields } from "./product-form-fields";

interface ProductFormDialogProps {
  open: boolean;
  /** The product being edited, or null to add a new one. */
  product: AdminProduct | null;
  onOpenChange: (open: boolean) => void;
}

/** 'Add New Product' / 'Edit Product' (see docs/product/admin-products.md#add-and-edit). Mount it with a key per product. */
export function ProductFormDialog({ open, product, onOpenChange }: ProductFormDialogProps) {
  const form = useProductForm(product);
  const { categories, brands } = useCatalogueLists();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const pending = create.isPending || update.isPending;

  function close() {
    form.reset(product);
    onOpenChange(false);
  }

  function showFieldError(error: unknown): boolean {
    if (!(error instanceof ApiError) || !error.field) return false;
    const field = error.field === "imageUrl" ? "images" : error.field;
    if (field in form.values) form.setFieldError(field as keyof ProductFormValues, error.serverMessage ?? error.message);
    requestAnimationFrame(() => focusProductField(field));
    return true;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = form.validate();
    const firstInvalid = Object.keys(form.values).find((name) => errors[name as keyof ProductFormValues] !== undefined);
    if (firstInvalid) {
      focusProductField(firstInvalid);
      return;
    }
    const body = payloadOf(form.values);
    if (product === null) {
      create.mutate(body, {
        onSuccess: () => {
          toast({ title: "Product Created", description: `${body.name} has been added.` });
          close();
        },
        onError: (error) => {
          showFieldError(error);
          toast({ title: "Error", description: "Failed to create product. Please try again.", variant: "destructive" });
        },
      });
      return;
    }
    update.mutate(
      { id: product.id, product: body },
      {
        onSuccess: (saved) => {
          toast({ title: "Product Updated", description: `${saved.name} has been saved.` });
          form.reset(null);
          onOpenChange(false);
        },
        onError: (error) => {
          showFieldError(error);
          const description =
            (error instanceof ApiError ? error.serverMessage : undefined) || error.message || "Failed to update product. Please try again.";
          toast({ title: "Update Failed", description, variant: "destructive" });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{product ? "Edit Product" : "Add New Product"}</DialogTitle>
          <DialogDescription>Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-6">
          <ProductFormFields form={form} categories={categories} brands={brands} />
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Saving..." : product ? "Update Product" : "Create Product"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
