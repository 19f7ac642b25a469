import sharp from "sharp";
import { IMAGE_VARIANT_WIDTHS, imageVariantKey } from "@shared/image-variants";
import { AppError } from "../../errors";

/** Larger pictures are refused rather than decoded (a small file can unpack to gigabytes). */
export const MAX_IMAGE_PIXELS = 50_000_000;

export interface ImageVariant {
  key: string;
  width: number;
  body: Buffer;
}

/**
 * The WebP copies of an uploaded image, 320, 640 and 1200 pixels wide, never enlarged, turned upright
 * and stripped of metadata (camera, location). A file that does not decode is refused with 415.
 */
export async function renderImageVariants(key: string, original: Buffer): Promise<ImageVariant[]> {
  const options = { animated: true, limitInputPixels: MAX_IMAGE_PIXELS } as const;
  let pages: number;
  try {
    const { width = 0, height = 0, pages: frames = 1 } = await sharp(original, options).metadata();
    if (width * height > MAX_IMAGE_PIXELS) throw new AppError("too_large", "The image has too many pixels. Please choose one of at most 50 megapixels.");
    pages = frames;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("unsupported_type", "The image could not be read. Please choose another file.");
  }
  const variants: ImageVariant[] = [];
  try {
    for (const width of IMAGE_VARIANT_WIDTHS) {
      let image = sharp(original, options);
      if (pages === 1) image = image.rotate();
      const body = await image.resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
      variants.push({ key: imageVariantKey(key, width)!, width, body });
    }
  } catch {
    throw new AppError("unsupported_type", "The image could not be read. Please choose another file.");
  }
  return variants;
}
