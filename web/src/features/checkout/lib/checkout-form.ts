import { SavedAddressSchema, ShippingAddressSchema } from "@shared/schemas/orders";
import { z } from "zod";

/** The billing address's fields, each any text (an address as an order keeps it). */
const BillingFieldsSchema = SavedAddressSchema;

/**
 * The checkout form: the shipping address is checked with the order's own schema; the billing address
 * (optional field by field, checked by the server) and the notes are taken as typed.
 */
export const CheckoutFormSchema = z.object({
  shipping: ShippingAddressSchema,
  billing: BillingFieldsSchema,
  sameAsShipping: z.boolean(),
  notes: z.string(),
});
export type CheckoutFormValues = z.input<typeof CheckoutFormSchema>;
export type CheckoutFormOutput = z.output<typeof CheckoutFormSchema>;
