/** How many leading bytes are enough to recognise every format the shop accepts. */
export const SNIFF_BYTES = 64;

export type SniffedFormat = "jpeg" | "png" | "gif" | "webp" | "avif" | "iso-video" | "avi" | "webm";

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);

const AVIF_BRANDS = new Set(["avif", "avis"]);
/** HEIF still images (iPhone photos) share the ISO box format with MP4 but are not videos. */
const STILL_IMAGE_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

/** The brands of an ISO base media file's leading `ftyp` box: the major one, then the compatible ones. */
function isoBrands(head: Uint8Array): string[] {
  const boxSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
  const end = Math.min(boxSize, head.length);
  const brands = [ascii(head, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(head, at, 4));
  return brands;
}

/**
 * What a file really is, by its first bytes, whatever its name says. Only formats the shop accepts
 * are recognised; anything else (SVG, HTML, text, HEIC, executables…) is undefined.
 */
export function sniffFormat(head: Uint8Array): SniffedFormat | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a") return "gif";
  if (ascii(head, 0, 4) === "RIFF" && head.length >= 12) {
    if (ascii(head, 8, 4) === "WEBP") return "webp";
    if (ascii(head, 8, 4) === "AVI ") return "avi";
    return undefined;
  }
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return "webm";
  if (head.length >= 12 && ascii(head, 4, 4) === "ftyp") {
    const brands = isoBrands(head);
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return "avif";
    if (STILL_IMAGE_BRANDS.has(brands[0]!)) return undefined;
    return "iso-video";
  }
  return undefined;
}
