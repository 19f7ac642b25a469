/**
 * Where the browser loads a product or brand image from (see docs/product/api-and-errors.md#images):
 * - external http(s) addresses go through the shop's image proxy,
 * - uploaded files (/public-objects/…) are used as they are,
 * - a missing image becomes a placeholder of the requested size.
 */
export interface ImageSize {
  width: number;
  height: number;
}

const DEFAULT_SIZE: ImageSize = { width: 400, height: 400 };

export function placeholderUrl({ width, height }: ImageSize = DEFAULT_SIZE): string {
  return `/api/placeholder/${Math.round(width)}/${Math.round(height)}`;
}

export function imageUrl(source: string | null | undefined, size: ImageSize = DEFAULT_SIZE): string {
  const value = source?.trim();
  if (!value) return placeholderUrl(size);
  if (/^https?:\/\//i.test(value)) return `/api/image-proxy?url=${encodeURIComponent(value)}`;
  if (value.startsWith("/public-objects/")) return value;
  // Other paths of the shop itself (e.g. an earlier placeholder) are fine; anything else
  // (protocol-relative, data:, javascript:, bare words) is not loaded.
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  return placeholderUrl(size);
}
