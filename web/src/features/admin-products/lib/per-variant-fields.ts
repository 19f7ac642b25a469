export const SET_PER_VARIANT = "Set per variant in Options and variants";

/**
 * The props of a product form field its variants own (price, discount, SKU, stock, MRP, net quantity)
 * while the product has several: read-only, greyed, with a note saying where it is set. The server
 * ignores those fields for such a product.
 */
export function readOnlyPerVariant(setPerVariant: boolean) {
  return setPerVariant ? { hint: SET_PER_VARIANT, input: { readOnly: true, className: "bg-muted" } } : { hint: undefined, input: {} };
}
