/**
 * The address the web app loads a product picture from, worked out exactly as web/src/lib/image-url.ts
 * does (external pictures through the image proxy, uploads as they are, a placeholder of the shown size
 * when there is none), so a picture the server preloads is the very one the page then asks for.
 */
export function storefrontImageUrl(source: string | null | undefined, size: number): string {
  const placeholder = `/api/placeholder/${size}/${size}`;
  const value = source?.trim();
  if (!value) return placeholder;
  if (/^https?:\/\//i.test(value)) return `/api/image-proxy?url=${encodeURIComponent(value)}`;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  return placeholder;
}

/** The first picture of a product page's gallery (web/src/features/catalog/lib/gallery.ts). */
export function firstGalleryImage(product: { imageUrl: string | null; images: string[] }): string | null {
  const first = product.images.map((image) => image.trim()).find(Boolean);
  return first ?? (product.imageUrl?.trim() || null);
}

/** Sizes the web app shows pictures at: the product page's gallery and the product cards. */
export const GALLERY_IMAGE_SIZE = 800;
export const CARD_IMAGE_SIZE = 400;
