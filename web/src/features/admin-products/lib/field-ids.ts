import type { ProductFormValues } from "./product-form-values";

/** The id of a product form control, so an error naming a field can scroll to and focus it. */
export function productFieldId(field: keyof ProductFormValues | string): string {
  return `product-${field}`;
}
