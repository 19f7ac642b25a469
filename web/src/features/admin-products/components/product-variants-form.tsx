import type { AdminProduct } from "@shared/schemas/admin-products";
import type { ProductVariantsFormInput } from "@shared/schemas/admin-variants";
import { useEffect } from "react";
import { type FieldPath, get, useFieldArray } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { focusFirstField, Form, useShopForm } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useUpdateProductVariants } from "../api/update-product-variants";
import { applyToAll, rowsForOptions, type VariantRowFields, type VariantsFormValues } from "../lib/variant-rows";
import { checkVariantsForm, serverVariantErrors } from "../lib/variants-form-values";
import { SetForAllRow } from "./set-for-all-row";
import { VariantOptionsEditor } from "./variant-options-editor";
import { VariantTable } from "./variant-table";

interface ProductVariantsFormProps {
  product: AdminProduct;
  start: VariantsFormValues;
  onCancel: () => void;
  onSaved: () => void;
  /** Told whether the form holds anything unsaved, so closing can ask first. */
  onChangedChange: (changed: boolean) => void;
}

const variantCount = (count: number) => (count === 1 ? "1 variant" : `${count} variants`);

/** The options and the table of variants, saved together (see docs/product/admin-products.md#options-and-variants-the-screen). */
export function ProductVariantsForm({ product, start, onCancel, onSaved, onChangedChange }: ProductVariantsFormProps) {
  const form = useShopForm<VariantsFormValues, ProductVariantsFormInput>({ defaultValues: start, check: checkVariantsForm });
  const rows = useFieldArray({ control: form.control, name: "variants" });
  const save = useUpdateProductVariants();
  const { isDirty, errors } = form.formState;
  const listError = (get(errors, "variants.root") as { message?: string } | undefined)?.message;

  useEffect(() => onChangedChange(isDirty), [isDirty, onChangedChange]);

  const followOptions = () => rows.replace(rowsForOptions(form.getValues("options"), form.getValues("variants")));
  const setForAll = (change: Partial<Pick<VariantRowFields, "price" | "stockQuantity">>) => rows.replace(applyToAll(form.getValues("variants"), change));

  function submit(body: ProductVariantsFormInput) {
    save.mutate(
      { productId: product.id, body },
      {
        onSuccess: (saved) => {
          toast({ title: "Variants Saved", description: `${product.name}: ${variantCount(saved.variants.length)} saved.` });
          onSaved();
        },
        onError: (error) => {
          const found = serverVariantErrors(error, form.getValues());
          for (const [place, message] of Object.entries(found)) form.setError(place as FieldPath<VariantsFormValues>, { type: "server", message });
          focusFirstField(form, Object.keys(found));
          toast({ title: "Not Saved", description: errorMessage(error, "The variants could not be saved. Please try again."), variant: "destructive" });
        },
      },
    );
  }

  return (
    <Form form={form} onValid={submit} className="grid min-w-0 gap-6">
      <VariantOptionsEditor onStructureChange={followOptions} />
      <section aria-labelledby="variant-rows-heading" className="grid min-w-0 gap-3">
        <h3 id="variant-rows-heading" className="font-semibold">
          Variants ({rows.fields.length})
        </h3>
        {rows.fields.length > 1 ? <SetForAllRow onApply={setForAll} /> : null}
        {listError ? <p className="text-sm font-medium text-destructive">{listError}</p> : null}
        <VariantTable rows={rows.fields} productImages={product.images} />
        <p className="text-xs text-muted-foreground">
          A variant without a picture shows the product&apos;s. Unticking Active takes a variant off sale and keeps its orders.
        </p>
      </section>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save variants"}
        </Button>
      </DialogFooter>
    </Form>
  );
}
