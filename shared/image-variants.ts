/**
 * Uploaded product images are also stored as WebP copies 320, 640 and 1200 pixels wide (never
 * enlarged: a narrower original gives a copy of its own width). They sit beside the original:
 *
 *   /public-objects/products/images/<id>.jpg         the original
 *   /public-objects/products/images/<id>-w640.webp   the 640 copy
 *
 * Only the shop's uploads have copies; demo pictures (SVG), placeholders and external addresses
 * do not, and are used as they are.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1200] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

const UPLOADED_IMAGE_KEY = /^(products\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(?:jpg|png|gif|webp|avif)$/;
const PUBLIC_PREFIX = "/public-objects/";

/** The object key of the copy of an uploaded image, or undefined when the key is not one. */
export function imageVariantKey(key: string, width: ImageVariantWidth): string | undefined {
  const match = UPLOADED_IMAGE_KEY.exec(key);
  return match ? `${match[1]}-w${width}.webp` : undefined;
}

/** The copy best suited to show an image `width` CSS pixels wide: the narrowest at least that wide. */
export function nearestVariantWidth(width: number): ImageVariantWidth {
  return IMAGE_VARIANT_WIDTHS.find((candidate) => candidate >= width) ?? IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1]!;
}

function uploadedKeyOf(path: string | null | undefined): string | undefined {
  if (!path?.startsWith(PUBLIC_PREFIX)) return undefined;
  const key = path.slice(PUBLIC_PREFIX.length);
  return UPLOADED_IMAGE_KEY.test(key) ? key : undefined;
}

/** Where to load an image shown `width` pixels wide: its nearest copy for uploads, else the path itself. */
export function imageVariantUrl(path: string, width: number): string {
  const key = uploadedKeyOf(path);
  return key ? `${PUBLIC_PREFIX}${imageVariantKey(key, nearestVariantWidth(width))}` : path;
}

/** A `srcset` listing every copy of an uploaded image; undefined for anything else. */
export function imageSrcSet(path: string | null | undefined): string | undefined {
  const key = uploadedKeyOf(path);
  if (!key) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${PUBLIC_PREFIX}${imageVariantKey(key, width)} ${width}w`).join(", ");
}
