import { declarationsOf } from "./declarations";
import type { AdminProduct, ProductFormInput } from "./schemas/admin-products";
import { slugify } from "./slug";

/**
 * The copy "Duplicate" makes: the product with name + ' (Copy)', a new slug from that name plus the
 * timestamp, sku + '-COPY' when there is one, and no id or timestamps. It starts as a draft (inactive,
 * not featured, no stock): a copy is for editing, and its stock is not on any shelf yet.
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
    stockQuantity: 0,
    size: product.size,
    categoryId: product.categoryId,
    subcategoryId: product.subcategoryId,
    brandId: product.brandId,
    imageUrl: product.imageUrl,
    images: product.images,
    videos: product.videos,
    isActive: false,
    isFeatured: false,
    tags: product.tags,
    hsnCode: product.hsnCode,
    gstRate: product.gstRate as ProductFormInput["gstRate"],
    mrp: product.mrp,
    ...declarationsOf(product),
  };
}
