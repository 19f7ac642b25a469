import type { ProductFormValues } from "./product-form-values";

/** The id of a product form control, so an error naming a field can scroll to and focus it. */
export function productFieldId(field: keyof ProductFormValues | string): string {
  return `product-${field}`;
}

/** Scrolls the named field into view and focuses it; false when there is no such control. */
export function focusProductField(field: string): boolean {
  const element = document.getElementById(productFieldId(field));
  if (!element) return false;
  element.scrollIntoView({ block: "center", behavior: "smooth" });
  element.focus({ preventScroll: true });
  return true;
}
