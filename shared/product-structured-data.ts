import type { ProductDetail } from "@shared/schemas/catalog";

const PLACEHOLDER_IMAGE = "/api/placeholder/800/800";

/** An image address as a search engine must see it: absolute, on this shop unless it is external. */
export function absoluteImageUrl(origin: string, source: string | null | undefined): string {
  const value = source?.trim();
  if (value && /^https?:\/\//i.test(value)) return value;
  if (value && value.startsWith("/") && !value.startsWith("//")) return `${origin}${value}`;
  return `${origin}${PLACEHOLDER_IMAGE}`;
}

/**
 * schema.org Product data for a product page (what search engines show as price, stock and stars):
 * the price a shopper pays in rupees, INR, stock as InStock/OutOfStock, and the rating only when
 * the product has reviews.
 */
export function productStructuredData(product: ProductDetail, origin: string, pageUrl: string): Record<string, unknown> {
  const gallery = product.images.length > 0 ? product.images : [product.imageUrl];
  const images = [...new Set(gallery.map((image) => absoluteImageUrl(origin, image)))];
  const description = product.shortDescription?.trim() || product.description?.trim() || product.name;

  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    image: images,
    description,
    ...(product.sku ? { sku: product.sku } : {}),
    brand: { "@type": "Brand", name: product.brand.name },
    category: product.subcategory ? `${product.category.name} > ${product.subcategory.name}` : product.category.name,
    offers: {
      "@type": "Offer",
      url: pageUrl,
      price: product.salePrice ?? product.price,
      priceCurrency: "INR",
      availability: product.stockQuantity > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Number(product.avgRating.toFixed(2)),
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
