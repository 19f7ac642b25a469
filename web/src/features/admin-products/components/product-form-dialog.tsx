import type { AdminProduct, ProductFormInput } from "@shared/schemas/admin-products";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { showServerErrors } from "@/components/ui/form-server-errors";
import { toast } from "@/components/ui/use-toast";
import { UnsavedChangesDialog } from "@/components/unsaved-changes-dialog";
import { ApiError } from "@/lib/api-client";
import { useUnsavedChanges } from "@/lib/use-unsaved-changes";
import { useCatalogueLists } from "../api/get-catalogue-lists";
import { useCreateProduct } from "../api/create-product";
import { useUpdateProduct } from "../api/update-product";
import { useProductForm } from "../hooks/use-product-form";
import { emptyProductForm, formValuesOf } from "../lib/product-form-values";
import { ProductFormFields } from "./product-form-fields";

interface ProductFormDialogProps {
  open: boolean;
  /** The product being edited, or null to add a new one. */
  product: AdminProduct | null;
  onOpenChange: (open: boolean) => void;
  /** Opens the product's 'Options and variants' (this dialog closes first, asking when something is unsaved). */
  onOpenVariants?: (product: AdminProduct) => void;
}

/** 'Add New Product' / 'Edit Product' (see docs/product/admin-products.md#add-and-edit). Mount it with a key per product. */
export function ProductFormDialog({ open, product, onOpenChange, onOpenVariants }: ProductFormDialogProps) {
  const { form, creating, changed } = useProductForm(product);
  const { categories, brands } = useCatalogueLists();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const variantCount = product?.variantCount ?? 1;
  const pending = create.isPending || update.isPending;
  const unsaved = useUnsavedChanges(open && changed);

  function close() {
    form.reset(product ? formValuesOf(product) : emptyProductForm);
    onOpenChange(false);
  }

  /** Cancel, Escape, the corner button or a click outside: asks first when something would be lost. */
  function cancel() {
    unsaved.confirmLeaving(close);
  }

  /** The server's message at the field it names (its main image is the first of the images). */
  function showFieldError(error: unknown) {
    showServerErrors(form, error, { aliases: { imageUrl: "images" }, focus: true });
  }

  function submit(body: ProductFormInput) {
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
          form.reset(emptyProductForm);
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
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : cancel())}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{product ? "Edit Product" : "Add New Product"}</DialogTitle>
            <DialogDescription>Fields marked * are required.</DialogDescription>
          </DialogHeader>
          {product && onOpenVariants ? (
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
              {variantCount > 1 ? `Sold in ${variantCount} variants.` : "Sold in sizes, colours or packs?"}
              <Button variant="link" className="h-auto p-0" onClick={() => unsaved.confirmLeaving(() => {
                  close();
                  onOpenVariants(product);
                })}>
                Options and variants
              </Button>
            </p>
          ) : null}
          <Form form={form} onValid={submit} className="grid gap-6">
            <ProductFormFields creating={creating} categories={categories} brands={brands} setPerVariant={variantCount > 1} />
            <DialogFooter>
              <Button variant="outline" onClick={cancel} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? "Saving..." : product ? "Update Product" : "Create Product"}
              </Button>
            </DialogFooter>
          </Form>
        </DialogContent>
      </Dialog>
      <UnsavedChangesDialog open={unsaved.asking} onKeepEditing={unsaved.keepEditing} onLeave={unsaved.leave} />
    </>
  );
}
