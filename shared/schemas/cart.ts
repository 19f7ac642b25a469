import { z } from "zod";
import { CatalogIdSchema, IdParamSchema, MoneyStringSchema } from "./common";
import { ProductSummarySchema } from "./catalog";

const quantity = z
  .number({ error: "Quantity must be a whole number" })
  .int("Quantity must be a whole number")
  .min(1, "Quantity must be at least 1")
  .max(999, "Quantity must be at most 999");

export const CartProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  imageUrl: z.string().nullable(),
  price: MoneyStringSchema,
  salePrice: MoneyStringSchema.nullable(),
  stockQuantity: z.number().int(),
  isActive: z.boolean(),
  brand: z.object({ name: z.string(), slug: z.string() }),
  /** The GST slab the product is sold at (its own, else its category's, else 18%). */
  gstRate: z.number().int(),
});

export const CartItemSchema = z.object({
  id: z.string(),
  quantity: z.number().int(),
  /** The product as this variant sells it: its price and stock are the variant's. */
  product: CartProductSchema,
  /** The variant held, with its option values (`{ Size: "M" }`; `{}` for a product without options). */
  variant: z.object({ id: z.number().int(), options: z.record(z.string(), z.string()) }),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** What a line buys: a variant, or a product sold in one variant only. */
const namesWhatToBuy = (line: { productId?: number; variantId?: number }) => line.productId !== undefined || line.variantId !== undefined;
const chooseSomething = { message: "Choose a product", path: ["productId"] };

export const AddToCartSchema = z
  .strictObject({ productId: CatalogIdSchema.optional(), variantId: CatalogIdSchema.optional(), quantity: quantity.default(1) })
  .refine(namesWhatToBuy, chooseSomething);
export type AddToCartInput = z.infer<typeof AddToCartSchema>;

export const BulkAddToCartSchema = z.strictObject({
  items: z
    .array(z.strictObject({ productId: CatalogIdSchema.optional(), variantId: CatalogIdSchema.optional(), quantity }).refine(namesWhatToBuy, chooseSomething))
    .min(1, "Choose at least one product")
    .max(100, "At most 100 products at once"),
});
export type BulkAddToCartInput = z.infer<typeof BulkAddToCartSchema>;
export const BulkAddResponseSchema = z.object({ message: z.string(), added: z.number().int() });

export const UpdateCartItemSchema = z.strictObject({ quantity });
export const CartLineParamsSchema = z.object({ id: z.uuid("Unknown cart item") });

export const WishlistItemSchema = z.object({ id: z.string(), product: ProductSummarySchema });
export type WishlistItem = z.infer<typeof WishlistItemSchema>;
export const AddToWishlistSchema = z.strictObject({ productId: CatalogIdSchema });
export const WishlistParamsSchema = z.object({ productId: IdParamSchema });
