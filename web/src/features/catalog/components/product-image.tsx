import { type ComponentProps, useState } from "react";
import { imageUrl, placeholderUrl } from "@/lib/image-url";

interface ProductImageProps extends Omit<ComponentProps<"img">, "src" | "width" | "height"> {
  /** The product's image as the API gives it (may be missing). */
  src: string | null | undefined;
  alt: string;
  /** The intrinsic size (and of the placeholder): reserves the space, so nothing jumps when it loads. */
  width: number;
  height: number;
}

/**
 * A product picture: through lib/image-url.ts, with the shop's placeholder when the product has no
 * image or the image fails to load.
 */
export function ProductImage({ src, alt, width, height, onError, ...props }: ProductImageProps) {
  const size = { width, height };
  const wanted = imageUrl(src, size);
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? placeholderUrl(size) : wanted;

  return (
    <img
      src={shown}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      onError={(event) => {
        if (shown !== placeholderUrl(size)) setFailed(wanted);
        onError?.(event);
      }}
      {...props}
    />
  );
}
