import type { AdminProduct, ProductFormInput } from "@shared/schemas/admin-products";
import { useWatch } from "react-hook-form";
import { useShopForm } from "@/components/ui/form";
import { useShopSettings } from "@/lib/shop-settings";
import { useCategoryTax } from "../api/get-category-tax";
import {
  emptyProductForm,
  formValuesOf,
  type MrpCheckContext,
  payloadOf,
  type ProductFormValues,
  productFormChanged,
  validateProductForm,
} from "../lib/product-form-values";

/**
 * The add/edit form (see docs/product/admin-products.md#add-and-edit) on the form primitive: checked by the shared
 * ProductFormSchema's messages plus the required fields and the MRP rule, which needs the shop's GST setting and the
 * category's rate; after a refused submit every change is checked again. The fields themselves keep the slug
 * following the name and clear the subcategory of another category (product-form-fields.tsx).
 */
export function useProductForm(product: AdminProduct | null) {
  const start = product ? formValuesOf(product) : emptyProductForm;
  const settings = useShopSettings().data;
  const categoryTax = useCategoryTax().data;
  const mrpCheck = (current: ProductFormValues): MrpCheckContext => ({
    pricesIncludeGst: settings?.pricesIncludeGst ?? true,
    categoryGstRate: categoryTax?.find((category) => String(category.id) === current.categoryId)?.gstRate ?? null,
  });
  const form = useShopForm<ProductFormValues, ProductFormInput>({
    defaultValues: start,
    check: (values) => {
      const errors = validateProductForm(values, mrpCheck(values));
      return Object.keys(errors).length > 0 ? { errors } : { values: payloadOf(values) };
    },
  });
  const values = useWatch({ control: form.control }) as ProductFormValues;

  /** Whether closing the form would lose something typed or chosen. */
  const changed = productFormChanged(values, start);

  return { form, values, creating: product === null, changed };
}
