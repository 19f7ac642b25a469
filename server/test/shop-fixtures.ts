import type { Database } from "../db/client";
import { createBrand, createCategory, createProduct, type ProductInput } from "./factories";

/** A category and a brand to hang test products on, and a maker of products within them. */
export async function catalogueFixture(db: Database) {
  const category = await createCategory(db, { name: `Feeding ${Math.random().toString(36).slice(2, 7)}` });
  const brand = await createBrand(db, { name: `Avent ${Math.random().toString(36).slice(2, 7)}` });
  return {
    category,
    brand,
    product: (values: Partial<ProductInput> = {}) => createProduct(db, { categoryId: category.id, brandId: brand.id, ...values }),
  };
}

export const deliveryAddress = {
  firstName: "Asha",
  lastName: "Verma",
  address: "12, MG Road, Near City Mall",
  city: "Jaipur",
  state: "Rajasthan",
  pincode: "302001",
  phone: "+91 98765 43210",
};

/** The body the checkout page sends for cash on delivery. */
export function codOrder(items: Array<{ productId: number; variantId?: number; quantity: number }>, total: string, extra: Record<string, unknown> = {}) {
  return {
    orderData: { total, shippingAddress: deliveryAddress, paymentMethod: "cod", ...extra },
    items: items.map((item) => ({ ...item })),
  };
}
