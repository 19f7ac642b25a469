import type { AdminProduct } from "@shared/schemas/admin-products";
import { slugify } from "@shared/slug";
import { useState } from "react";
import { emptyProductForm, formValuesOf, type ProductFormErrors, type ProductFormValues, validateProductForm } from "../lib/product-form-values";

type ListField = "images" | "videos";

/**
 * The add/edit form's state (see docs/product/admin-products.md#add-and-edit): the slug follows the name while creating or while it is empty,
 * a new category clears the subcategory, and after a refused submit every change is checked again.
 */
export function useProductForm(product: AdminProduct | null) {
  const [values, setValues] = useState<ProductFormValues>(() => (product ? formValuesOf(product) : emptyProductForm));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const creating = product === null;

  function update(change: (current: ProductFormValues) => ProductFormValues) {
    setValues((current) => {
      const next = change(current);
      if (submitted) setErrors(validateProductForm(next));
      return next;
    });
  }

  function setField<Name extends keyof ProductFormValues>(name: Name, value: ProductFormValues[Name]) {
    update((current) => {
      const next = { ...current, [name]: value };
      if (name === "name" && (creating || current.slug.trim() === "")) next.slug = slugify(String(value));
      if (name === "categoryId" && value !== current.categoryId) next.subcategoryId = "";
      return next;
    });
    if (!submitted) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function setList(name: ListField, next: string[] | ((previous: string[]) => string[])) {
    update((current) => ({ ...current, [name]: typeof next === "function" ? next(current[name]) : next }));
  }

  /** Checks the form; the errors are shown and returned. */
  function validate(): ProductFormErrors {
    setSubmitted(true);
    const found = validateProductForm(values);
    setErrors(found);
    return found;
  }

  function setFieldError(name: keyof ProductFormValues, message: string) {
    setErrors((current) => ({ ...current, [name]: message }));
  }

  function reset(next: AdminProduct | null = null) {
    setValues(next ? formValuesOf(next) : emptyProductForm);
    setErrors({});
    setSubmitted(false);
  }

  return { values, errors, setField, setList, validate, setFieldError, reset, creating };
}
