/**
 * The pictures of a product page's gallery: its images, else its main image, else one placeholder
 * (null: lib/image-url.ts shows the placeholder). Empty and repeated entries are left out.
 */
export function galleryImages(product: { imageUrl: string | null; images: string[] }): Array<string | null> {
  const images = [...new Set(product.images.map((image) => image.trim()).filter(Boolean))];
  if (images.length > 0) return images;
  return [product.imageUrl?.trim() || null];
}

/** The next (+1) or previous (-1) picture, wrapping around at both ends. */
export function stepImage(index: number, step: 1 | -1, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
