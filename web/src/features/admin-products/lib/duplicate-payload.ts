import { declarationsOf } from "@shared/declarations";
import type { AdminProduct, ProductFormInput } from "@shared/schemas/admin-products";
import { slugify } from "@shared/slug";

/**
 * What "duplicate" sends: the product with name + ' (Copy)', a new slug from that name plus
 * the timestamp, sku + '-COPY' when there is one, and no id or timestamps.
 */
export function duplicatePayload(product: AdminProduct, now: number): ProductFormInput {
  const name = `${product.name} (Copy)`;
  return {
    name,
    slug: `${slugify(name)}-${now}`,
    description: product.description,
    shortDescription: product.shortDescription,
    price: product.price,
    discountPercentage: product.discountPercentage,
    sku: product.sku ? `${product.sku}-COPY` : null,
    stockQuantity: product.stockQuantity,
    size: product.size,
    categoryId: product.categoryId,
    subcategoryId: product.subcategoryId,
    brandId: product.brandId,
    imageUrl: product.imageUrl,
    images: product.images,
    videos: product.videos,
    isActive: product.isActive,
    isFeatured: product.isFeatured,
    tags: product.tags,
    hsnCode: product.hsnCode,
    gstRate: product.gstRate as ProductFormInput["gstRate"],
    mrp: product.mrp,
    ...declarationsOf(product),
  };
}
